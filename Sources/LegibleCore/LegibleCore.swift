// The library is one module to its users: the executable and the tests import LegibleCore, and the
// layers' public declarations are its API. The layers themselves are separate modules so that the
// compiler keeps their references pointing down (ARCHITECTURE.md).
@_exported import LegibleBase
@_exported import LegibleColor
@_exported import LegibleImaging
@_exported import LegibleVision
@_exported import LegiblePolicy
@_exported import LegibleFindings
@_exported import LegibleScan
@_exported import LegiblePalette
@_exported import LegibleReport
@_exported import LegibleConfiguration
@_exported import LegibleBatch
