import Dispatch
import LegibleBase
import LegibleColor
import LegibleImaging
import LegibleVision
import LegiblePolicy
import LegibleFindings

/// Finds every text run and graphic in a screenshot and judges its contrast, with no OCR and no
/// view hierarchy: background layer → ink components → text lines → colours and size → verdict.
public struct ScreenshotScanner: Sendable {
    /// A line as the scan judges it: its kind, and the sentence it belongs to (text lines split into colour spans
    /// share their line's).
    typealias JudgedLine = (line: TextLineGrouping.Line, kind: Finding.Kind, sentence: Int)

    public var requirement: ContrastRequirement
    /// `--scale`: UI points to pixels; estimated per file when nil.
    public var scale: Double?
    /// The scale of a file by its path when `scale` is nil (a configuration's per-glob scales); nil to estimate.
    public var scaleOfPath: @Sendable (String) -> Double? = { _ in nil }
    public var decoder: PNGDecoder
    /// Also measure each finding's ratio as seen with each colour-vision deficiency.
    public var colorVision: Bool
    /// `--disabled-color`, `--disabled-tokens`: a design system's colours for disabled controls, whose text and
    /// graphics pass as exempt.
    public var disabledColors = DisabledColors()

    public init(requirement: ContrastRequirement = ContrastRequirement(), scale: Double? = nil,
                decoder: PNGDecoder = PNGDecoder(), colorVision: Bool = false) {
        self.requirement = requirement
        self.scale = scale
        self.decoder = decoder
        self.colorVision = colorVision
    }

    /// Scans one file; an unreadable file gives one `error` finding, never a thrown error.
    /// `whileDecoded` sees the pixels and findings of a readable file before the pixels are released
    /// (the HTML report draws its previews then), and returns the name of what it wrote from them.
    public func scan(fileAt path: String,
                     whileDecoded: (_ pixels: ScannedPixels, _ shown: String, _ findings: inout [Finding]) -> String? = { _, _, _ in nil })
        -> (file: ScannedFile, findings: [Finding])
    {
        // Reports show the name people can read; the escaped one is only for opening the file.
        let shown = FileSystemPath.display(path)
        let start = DispatchTime.now().uptimeNanoseconds
        func elapsed() -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
        let image: DecodedImage
        do {
            image = try decoder.decode(fileAt: path)
        } catch {
            let message = error.localizedDescription
            return (ScannedFile(file: shown, width: nil, height: nil, scale: nil, profile: nil, seconds: elapsed(), error: message),
                    [Finding.error(file: shown, message: message)])
        }
        let runs = ColorRuns(image.buffer)
        let (estimate, scanned) = scaledScan(runs, path: path, file: shown)
        var findings = scanned
        let preview = whileDecoded(ScannedPixels(buffer: image.buffer, runs: runs), shown, &findings)
        return (ScannedFile(file: shown, width: image.buffer.width, height: image.buffer.height, scale: estimate,
                            profile: image.info.profile, seconds: elapsed(), error: nil, preview: preview), findings)
    }

    /// The findings at the stated scale, else at the one a Mac window's buttons show, else at the one the body text
    /// shows: a first scan at the width's guess measures the text (font sizes in pixels barely depend on the scale),
    /// and a second runs only where the text shows another scale.
    private func scaledScan(_ runs: ColorRuns, path: String, file: String) -> (ScaleEstimate, [Finding]) {
        if let known = ScaleEstimate.stated(path: path, option: scale ?? scaleOfPath(path))
            ?? WindowButtons.scale(in: runs).map({ ScaleEstimate(scale: $0, source: "window-buttons") }) {
            let scanned = scanned(runs, file: file, scale: known.scale)
            return (known, ThumbnailText.listedAsPictures(scanned.findings, dotRows: scanned.dotRows))
        }
        let guess = ScaleEstimate.estimate(path: path, width: runs.width, height: runs.height, option: nil)
        let first = scanned(runs, file: file, scale: guess.scale)
        guard let body = BodyTextScale(findings: first.findings) else { return (guess, first.findings) }
        let estimate = body.estimate(width: runs.width, height: runs.height, fallback: guess)
        let final = estimate.scale == guess.scale ? first : scanned(runs, file: file, scale: estimate.scale)
        // Only a scale the body text chose sets the body at a readable size, against which tiny words are a picture.
        return (estimate, estimate == guess ? final.findings : ThumbnailText.listedAsPictures(final.findings, dotRows: final.dotRows))
    }

    /// Scans decoded pixels; `scale` is image pixels per UI point.
    public func scan(_ buffer: PixelBuffer, file: String, scale: Double) -> [Finding] {
        scan(ColorRuns(buffer), file: file, scale: scale)
    }

    /// Scans the colour runs of decoded pixels.
    func scan(_ runs: ColorRuns, file: String, scale: Double) -> [Finding] {
        scanned(runs, file: file, scale: scale).findings
    }

    /// The findings, and the boxes of the text findings that are a row of equal dots (an ellipsis menu's),
    /// which are no words however small.
    func scanned(_ runs: ColorRuns, file: String, scale: Double) -> (findings: [Finding], dotRows: Set<PixelRect>) {
        guard runs.width > 0, runs.height > 0 else { return ([], []) }
        let layer = BackgroundLayer(runs: runs, minimumArea: Int(300 * scale * scale), minimumThickness: 2.5 * scale)
        let ink = InkComponents(layer: layer)
        let drawn = DottedRule.dots(among: ink.components, scale: scale)
            .union(ActivityIndicator.spokes(among: ink.components, layer: layer, ink: ink, scale: scale))
        let content = ink.components.indices.map {
            !drawn.contains($0) && !SeamFilter.isSeam(ink.components[$0], index: $0, layer: layer, ink: ink)
        }
        let frames = ink.components.indices.map { index in
            guard content[index], ComponentShape.mayBeOutline(ink.components[index]) else { return false }
            let shape = ComponentShape(of: ink.components[index], index: index, layer: layer, ink: ink)
            return shape.isBox || shape.isRoundedFrame(index, among: ink.components)
        }
        let lines = TextLineGrouping().group(ink.components, including: content, alone: frames)
        let classifier = RunClassifier(layer: layer, ink: ink, scale: scale)
        var judged = Self.classified(lines, classifier: classifier)
        // One pass over the runs bounds every backdrop the roles and the avatars' initials ask about.
        let bounds = layer.bounds(of: Set(judged.filter { $0.kind == .graphic || AvatarInitials.mayBe($0) }.compactMap(\.line.background)))
        let roles = Self.roles(of: &judged, layer: layer, ink: ink, bounds: bounds, scale: scale)
        let membership = LineMembership(lines: judged.map(\.line), componentCount: ink.components.count)
        var measured = judged.indices.map { index in
            finding(for: judged[index].line, kind: judged[index].kind, role: roles[index], index: Int32(index),
                    membership: membership, classifier: classifier, file: file, scale: scale)
        }
        // Controls faded as a whole are exempt; marks of a photo's texture are not there at all.
        let faded = FadedControl(layer: layer).fadedBackdrops(judged.indices.compactMap { index in
            measured[index].map { (judged[index].line.background, $0.kind, $0.ratioMax ?? 0) }
        })
        for index in judged.indices where judged[index].line.background.map(faded.contains) == true && measured[index]?.verdict == .fail {
            measured[index]?.verdict = .pass
            measured[index]?.message = FadedControl.message
        }
        // A button's label greyed beside its enabled twin looks disabled, which only a person can confirm: a review.
        let texts = judged.indices.filter { judged[$0].kind == .text && measured[$0] != nil }
        for twin in DisabledTwin(layer: layer, scale: scale).disabledLabels(texts.map { (judged[$0].line, measured[$0]!) }) {
            measured[texts[twin]]?.verdict = .review
            measured[texts[twin]]?.message = DisabledTwin.message
        }
        // Initials in an avatar say what the name beside them says: a review, not a fail.
        let initials = AvatarInitials.lines(among: judged, layer: layer, bounds: bounds, scale: scale)
        for index in initials where measured[index]?.verdict == .fail {
            measured[index]?.verdict = .review
            measured[index]?.message = AvatarInitials.message
        }
        // Failing text under any interface's smallest size, or a mark as wide as it is tall (unless among digits), is a
        // picture's detail or an icon as often as text, and a lone bar a placeholder or a stroke as often as an icon:
        // reviews.
        let textRects = texts.map { judged[$0].line.rect }
        for index in judged.indices {
            guard let finding = measured[index], finding.verdict == .fail else { continue }
            let rect = judged[index].line.rect
            let doubt: String? = switch finding.kind {
            case .text where TinyText.isTiny(finding, scale: scale): TinyText.message
            case .text where SquareMark.isSquare(rect) && !SquareMark.isAmongDigits(rect, texts: textRects): SquareMark.message
            case .graphic where roles[index] as? GraphicRole == .onlyLabel && LoneBar.isBar(rect): LoneBar.message
            default: nil
            }
            if let doubt {
                measured[index]?.verdict = .review
                measured[index]?.message = doubt
            }
        }
        // What lies behind a modal dialog's dimming scrim is inactive.
        let textBackdrops = Set(judged.indices.filter { judged[$0].kind == .text }.compactMap { judged[$0].line.background })
        let inkedTexts = judged.indices.compactMap { index -> (rect: PixelRect, backdrop: Int32, ink: PackedRGB)? in
            guard judged[index].kind == .text, let background = judged[index].line.background,
                  let ink = measured[index]?.foregroundRGB else { return nil }
            return (judged[index].line.rect, background, ink)
        }
        let scrim = ModalScrim(layer: layer)
        if let dialog = scrim.dialog(textBackdrops: textBackdrops, texts: inkedTexts) ?? scrim.darkDialog(texts: inkedTexts) {
            for index in judged.indices where measured[index].map({ finding in
                finding.verdict != .pass && finding.box.map { scrim.isBehindScrim($0, around: dialog) } == true
            }) == true {
                measured[index]?.verdict = .pass
                measured[index]?.message = ModalScrim.message
            }
        }
        // The system draws the status bar, in the style the app asks for, and dims some of its marks by design.
        let marks = judged.indices.filter { judged[$0].kind == .text || judged[$0].kind == .graphic }
        let bar = StatusBar.marks(marks.map { judged[$0].line.rect }, width: layer.width, height: layer.height, scale: scale)
            .map { marks[$0] }.filter { measured[$0] != nil }
        for (index, finding) in zip(bar, StatusBar.judged(bar.compactMap { measured[$0] })) { measured[index] = finding }
        let texture = PictureTexture(findings: measured.compactMap { $0 }, runs: layer.runs)
        for index in measured.indices
            where measured[index].map({ texture.isTexture($0, isWriting: DrawingCanvas.isWriting(judged[index].line)) }) == true {
            measured[index] = nil
        }
        let colorOnly = ColorOnlySpans(layer: layer, ink: ink).findings(
            spans: judged.indices.compactMap { index in measured[index].map { (judged[index].line, judged[index].sentence, $0) } },
            requirement: requirement)
        let kept = measured.indices.filter { measured[$0] != nil }
        let dotRows = Set(kept.filter { measured[$0]?.kind == .text && ThumbnailText.isRowOfDots(judged[$0].line, components: ink.components, scale: scale) }
            .map { judged[$0].line.rect })
        return ((DashedLine.removingDashes(from: kept.map { measured[$0]! }, pieces: kept.map { judged[$0].line.members.count }) + colorOnly)
            .sorted { ($0.box?.y ?? 0, $0.box?.x ?? 0) < ($1.box?.y ?? 0, $1.box?.x ?? 0) }, dotRows)
    }

    /// Each line's kind, text lines split into their colour spans (`sentence`: the line a span came
    /// from). Marks painted on a drawing are part of that decoration (`DrawingCanvas`).
    private static func classified(_ lines: [TextLineGrouping.Line], classifier: RunClassifier) -> [JudgedLine] {
        let (layer, ink) = (classifier.layer, classifier.ink)
        let spans = ColorSpans(layer: layer, ink: ink)
        var judged: [JudgedLine] = []
        var textLines: [TextLineGrouping.Line] = []
        for line in lines {
            guard let kind = classifier.classify(line) else { continue }
            if kind == .text {
                // An unchecked checkbox whose square holds the backdrop's colour is read as its label's first letter:
                // it is a frame of its own. So is a radio button's ring, taller than the label's letters (an O is as tall).
                let first = line.members.min { ink.components[$0].minX < ink.components[$1].minX }
                if line.members.count > 1, let first, ComponentShape.isHollowSquare(first, layer: layer, ink: ink)
                    || (ComponentShape.isHollowRing(first, layer: layer, ink: ink)
                        && BoundaryRole.isTallerThanItsLetters(first, in: line, components: ink.components)) {
                    var square = line.restricted(to: [first], components: ink.components)
                    square.standsAlone = true
                    judged.append((square, .border, -1 - judged.count))
                    textLines.append(line.restricted(to: line.members.filter { $0 != first }, components: ink.components))
                } else {
                    textLines.append(line)
                }
            } else {
                // A sentence of its own, numbered apart from the text lines'.
                judged.append((line, kind, -1 - judged.count))
            }
        }
        for (index, line) in TextLineGrouping().joiningWords(textLines).enumerated() {
            let parts = spans.split(line).map { line.restricted(to: $0, components: ink.components) }
            for (position, span) in parts.enumerated() {
                // An upright bar in a colour of its own is a margin marker or a separator, not a letter;
                // a solid square in a colour of its own is a checkbox or an icon before its label, and so
                // is a square shape as tall as the label's capitals, set apart from it.
                guard !span.isLoneBar, !DashedLine.isDashedRow(span.members.map { ink.components[$0] }) else { continue }
                // Only a span at the line's start or end can be an icon beside its label, the span next to it.
                let label = position == 0 ? parts.dropFirst().first : position == parts.count - 1 ? parts[position - 1] : nil
                judged.append((span, classifier.isIcon(span, besideLabel: label) ? .graphic : .text, index))
            }
        }
        iconsBesideTheirLabels(&judged, classifier: classifier)
        let glyphs = judgingGlyphsAmongGraphics(&judged, framedBy: lines.filter(\.standsAlone).map(\.rect), classifier: classifier)
        joiningGlyphsToTheirWords(&judged, glyphs: glyphs, spans: spans)
        joiningInterlockedPieces(&judged, largestIcon: Int(RunClassifier.largestIcon * classifier.scale))
        joiningStackedPieces(&judged, largestIcon: Int(RunClassifier.largestIcon * classifier.scale), scale: classifier.scale)
        // A picker's caret (⌄, ▼, ▲) is wider than any letter of its shape: a graphic, however level with a label. A
        // word whose letters touch (a blurred "Confirm") is wider still.
        for index in judged.indices where judged[index].kind == .text && judged[index].line.members.count == 1
            && judged[index].line.rect.width <= ScreenshotScanner.widestPiece * judged[index].line.rect.height
            && DisclosureChevron(component: judged[index].line.members[0], ink: ink, layer: layer).pointsUpOrDown {
            judged[index].kind = .graphic
        }
        // Three dots apart from any word on their row are an overflow menu's icon, not an ellipsis.
        let textBoxes = judged.filter { $0.kind == .text }.map(\.line.rect)
        for index in judged.indices where judged[index].kind == .text
            && OverflowMenu.isMenu(judged[index].line, components: ink.components, texts: textBoxes, scale: classifier.scale) {
            judged[index].kind = .graphic
        }
        joiningIconPieces(&judged, largestIcon: Int(RunClassifier.largestIcon * classifier.scale))
        let labels = judged.filter { $0.kind == .text }.map(\.line.rect)
        // A checkbox's square whose ring is too thick for an outline's sparseness (a 2x web checkbox), or a radio
        // button's ring, was read as an icon: where its label stands beside it, it is the control's frame.
        for index in judged.indices where judged[index].kind == .graphic && judged[index].line.members.count == 1 {
            let mark = judged[index].line.members[0]
            if (ComponentShape.isHollowSquare(mark, layer: layer, ink: ink)
                && BoundaryRole.isCheckbox(component: mark, ink: ink, layer: layer, texts: labels, scale: classifier.scale))
                || BoundaryRole.isRadioButton(component: mark, ink: ink, layer: layer, texts: labels, scale: classifier.scale) {
                judged[index].kind = .border
                judged[index].line.standsAlone = true
            }
        }
        // A control's outline holds its label or icon, or is an empty field's (wide, a field's height, not
        // a pill), an unchecked checkbox's or an unselected radio button's. Another empty frame is a drawn shape.
        let contents = judged.filter { $0.kind == .text || $0.kind == .graphic }.map(\.line.rect)
        judged.removeAll { item in
            item.kind == .border && !contents.contains { $0.clamped(to: item.line.rect) == $0 }
                && !(item.line.members.count == 1
                     && BoundaryRole.isEmptyField(component: item.line.members[0], ink: ink, layer: layer, scale: classifier.scale))
                && !(item.line.members.count == 1
                     && BoundaryRole.stateControl(component: item.line.members[0], ink: ink, layer: layer, texts: labels,
                                                  scale: classifier.scale) != nil)
        }
        let canvas = DrawingCanvas(lines: judged.map { ($0.line, $0.kind) }, layer: layer,
                                   largestIcon: RunClassifier.largestIcon * classifier.scale)
        for index in judged.indices where canvas.holds(judged[index].line, kind: judged[index].kind) {
            judged[index].kind = .decorative
        }
        return judged
    }

    /// An icon drawn in a few shapes (a spray can and its nozzle's dots, a cloud and its rain) reads as glyphs side
    /// by side, a text line of its own where it stands further from its label than a word space. Such a line, of
    /// two to five shapes, is the icon `RunClassifier.isIcon` tells from a short word beside its label: the text
    /// line nearest on its row, within three of its heights.
    private static func iconsBesideTheirLabels(_ judged: inout [JudgedLine], classifier: RunClassifier) {
        let texts = judged.indices.filter { judged[$0].kind == .text }
        // The text lines crossing each row, by bands of rows, so that a tall capture's lines are not all compared.
        let band = 32
        var crossing: [Int: [Int]] = [:]
        for index in texts {
            for row in (judged[index].line.minY / band)...(judged[index].line.maxY / band) { crossing[row, default: []].append(index) }
        }
        for index in texts where (2...5).contains(judged[index].line.members.count) {
            let line = judged[index].line
            let centre = (line.minY + line.maxY) / 2
            let label = crossing[centre / band, default: []].filter { other in
                let candidate = judged[other].line
                let gap = line.horizontalGap(to: candidate)
                return other != index && candidate.minY <= centre && centre <= candidate.maxY && gap > 0 && gap <= 3 * line.height
            }.min { line.horizontalGap(to: judged[$0].line) < line.horizontalGap(to: judged[$1].line) }
            if let label, classifier.isIcon(line, besideLabel: judged[label].line) { judged[index].kind = .graphic }
        }
    }

    /// What each border and graphic is for under WCAG 1.4.11 (nil for the rest); a graphic that is a
    /// picture's placeholder becomes decoration, a lone "letter" far at the end of a row or cell a chevron,
    /// and icons leading the labels of a list are labelled by them.
    /// `bounds`: the bounds of the graphics' backdrops.
    private static func roles(of judged: inout [JudgedLine], layer: BackgroundLayer, ink: InkComponents, bounds: [Int32: PixelRect],
                              scale: Double) -> [(any NonTextRole)?] {
        let largestIcon = Int(RunClassifier.largestIcon * scale)
        let texts = judged.filter { $0.kind == .text }.map(\.line.rect)
        let others = judged.filter { $0.kind == .graphic || $0.kind == .border }.map(\.line.rect)
        let all = judged.map(\.line.rect)
        // An icon drawn in several pieces is judged by the box of all of them.
        let iconBoxes = GraphicRole.iconBoxes(judged.map { ($0.line.rect, $0.line.background, $0.kind == .graphic) }, largest: largestIcon)
        let marks = judged.indices.compactMap { index -> (index: Int, rect: PixelRect, shape: RowSeparator.Shape)? in
            guard judged[index].kind == .text, judged[index].line.members.count == 1,
                  let shape = RowSeparator.shape(of: judged[index].line.members[0], ink: ink, layer: layer) else { return nil }
            return (index, judged[index].line.rect, shape)
        }
        let separators = Set(RowSeparator.separators(marks.map { ($0.rect, $0.shape) }, texts: texts, others: others).map { marks[$0].index })
        var roles: [(any NonTextRole)?] = judged.indices.map { index in
            let item = judged[index]
            let isMark = item.kind == .graphic || item.kind == .text
            let chevron = isMark && item.line.members.count == 1
                ? DisclosureChevron(component: item.line.members[0], ink: ink, layer: layer) : nil
            let isChevron = chevron?.isChevron == true
            let wide = chevron?.pointsUpOrDown == true
            // A › (not a ⌄, nor a bracket's shape with bars) close after the text of its row or cell.
            let endsRowClosely = { !wide && chevron?.hasTopBar == false && GraphicRole.endsRowAsChevron(item.line.rect, texts: texts, others: others) }
            let isDots = isMark && PageIndicator.isRowOfDots(item.line, components: ink.components, scale: scale)
            let isChrome = isMark
                && SystemChrome.isChrome(item.line, components: ink.components, others: all, imageHeight: layer.height, scale: scale)
            switch item.kind {
            case .text where separators.contains(index):
                return GraphicRole.separator
            case .graphic where isChrome, .text where isChrome:
                return GraphicRole.systemChrome
            case .graphic where isDots, .text where isDots:
                return GraphicRole.pageIndicator
            case .border:
                return role(ofFrame: item.line, among: judged, texts: texts, layer: layer, ink: ink, scale: scale)
            case .graphic where isChevron && (GraphicRole.endsCell(item.line.rect, texts: texts, others: others, wide: wide) || endsRowClosely()):
                return GraphicRole.rowAccessory
            case .graphic where item.line.members.count == 1
                && ScrollIndicator.isIndicator(ink.components[item.line.members[0]], imageWidth: layer.width, scale: scale):
                return GraphicRole.scrollIndicator
            case .graphic where item.line.members.count == 1
                && SheetGrabber.isGrabber(ink.components[item.line.members[0]], imageWidth: layer.width, scale: scale):
                return GraphicRole.sheetGrabber
            case .graphic:
                let background = item.line.background
                let onBackdrop = judged.filter { $0.line.background == background }
                let icon = iconBoxes[index]
                // An icon alone on a small fill of its own (an avatar's disc, a list's tinted icon tile) is
                // labelled by text beside the fill, on the backdrop around it.
                let tile = onBackdrop.count == 1 ? background.flatMap { region in
                    bounds[region].flatMap { IconTile(around: icon, region: region, bounds: $0, layer: layer, largest: largestIcon) }
                } : nil
                let labels = judged.filter { $0.kind == .text && $0.line.background == (tile?.backdrop ?? background) }
                return GraphicRole(
                    rect: tile?.rect ?? icon,
                    isCheckMark: item.line.members.count == 1 && CheckMark(component: item.line.members[0], ink: ink, layer: layer).isCheckMark,
                    isCaret: wide,
                    texts: labels.map { ($0.line.rect, $0.line.glyphHeight) },
                    others: onBackdrop.filter { ($0.kind == .graphic || $0.kind == .border) && $0.line.rect.clamped(to: icon) != $0.line.rect }
                        .map(\.line.rect),
                    backdropArea: background.map { Int(layer.regionArea[Int($0)]) } ?? 0,
                    backdropBounds: background.flatMap { bounds[$0] }, imageWidth: layer.width, imageHeight: layer.height)
            case .text where isChevron || chevron?.isFilledTriangle == true:
                let onBackdrop = judged.filter { $0.line.background == item.line.background }
                let endsRow = isChevron && (GraphicRole.isChevron(
                    item.line.rect, texts: onBackdrop.filter { $0.kind == .text }.map(\.line.rect),
                    others: onBackdrop.filter { $0.kind == .graphic || $0.kind == .border }.map(\.line.rect), wide: wide)
                    || GraphicRole.endsCell(item.line.rect, texts: texts, others: others, wide: wide)
                    || endsRowClosely())
                if endsRow { return GraphicRole.rowAccessory }
                // A lone chevron or triangle before a row's icon or label is a tree's disclosure mark, not a letter.
                guard chevron?.hasShortEnds == true || chevron?.isFilledTriangle == true else { return nil }
                // Every glyph-sized ink component counts on its left: a hyphen too flat for a line still makes code's
                // "->"; a list's frame, taller than its rows, does not.
                let rect = item.line.rect
                let near = rect.grown(by: Int(GraphicRole.leadGap * Double(rect.height)))
                let marks = ink.components.lazy.map(\.bounds.rect).filter { $0.clamped(to: near).area > 0 && $0.height <= 2 * rect.height }
                return GraphicRole.leadsRow(rect, items: all + marks) ? GraphicRole.disclosure : nil
            default:
                return nil
            }
        }
        let lone = judged.indices.filter { roles[$0] as? GraphicRole == .onlyLabel }
        for position in GraphicRole.leadingIcons(lone.map { iconBoxes[$0] }, texts: texts) {
            roles[lone[position]] = GraphicRole.besideLabel
        }
        for index in judged.indices {
            switch roles[index] as? GraphicRole {
            case .placeholder?: judged[index].kind = .decorative
            case .rowAccessory? where judged[index].kind == .text, .separator? where judged[index].kind == .text,
                 .disclosure? where judged[index].kind == .text,
                 .pageIndicator? where judged[index].kind == .text,
                 .systemChrome? where judged[index].kind == .text:
                judged[index].kind = .graphic
            default: break
            }
        }
        return roles
    }

    /// What a frame outlines, from the text and graphics inside it and the colours inside and around it. `texts`: every
    /// text line's box, for a checkbox's label.
    private static func role(ofFrame frame: TextLineGrouping.Line, among judged: [JudgedLine], texts: [PixelRect], layer: BackgroundLayer,
                             ink: InkComponents, scale: Double) -> BoundaryRole {
        let inside = judged.filter { $0.line.rect.clamped(to: frame.rect) == $0.line.rect }.sorted { $0.line.rect.x < $1.line.rect.x }
        let contents = inside.filter { $0.kind == .text || $0.kind == .graphic }
        if contents.isEmpty, frame.members.count == 1,
           let control = BoundaryRole.stateControl(component: frame.members[0], ink: ink, layer: layer, texts: texts, scale: scale) {
            return control
        }
        // A frame with only a mark the drawing's canvas took for decoration set in its middle is an icon button (on a busy
        // bar), labelled by its icon: no empty field.
        if contents.isEmpty, BoundaryRole.isCentred(inside.filter { $0.kind == .decorative }.map(\.line.rect), in: frame.rect) {
            return .labelledControl
        }
        let insideRegion = contents.lazy.compactMap(\.line.background).first.map(Int.init)
        let role = BoundaryRole(frame: frame.rect, outside: frame.background.map { layer.regionColor[Int($0)] },
                                inside: insideRegion.map { layer.regionColor[$0] }, insideVaries: insideRegion.map { layer.regionIsGradient[$0] } ?? false,
                                contents: contents.map(\.line.rect),
                                endsInIcon: BoundaryRole.endsInIcon(frame.rect, contents: contents.map { ($0.line.rect, $0.kind == .text) }, scale: scale))
        // A field holds nothing, or one value (a placeholder) after at most one icon (a search glass, a lock).
        let values = contents.filter { $0.kind == .text }.count
        let holdsOneValue = contents.isEmpty || values == 1 && contents.count <= 2
        return role == .field && !holdsOneValue ? .crowdedField : role
    }

    /// The message of every decorative finding.
    static let decorativeMessage = "decorative (illustration, photo or drawing): WCAG 1.4.11 exempts it, so it is not judged"

    /// Marks no one can see are not text or graphics a person reads: the texture of a photo, the dots of a
    /// faint map in an illustration, a watermark. Flagging them cost users a fail or a review on almost
    /// every photo. On a flat backdrop the mark's best ratio decides; over a photo or gradient both do.
    /// Control boundaries are kept: an invisible boundary of a field a user needs is a real failure.
    static func isInvisible(best: Double, worst: Double, backdropVaries: Bool) -> Bool {
        guard backdropVaries else { return best < invisibleRatio }
        return (worst < invisibleOnVaryingBackdrop && best < faintOnVaryingBackdrop)
            || (worst < withinBackdrop && best < faintestWithinBackdrop)
    }

    /// The flattest run of glyphs (a dash, an ellipsis in 8-pt text) is about 1.5 pt high; an underline or
    /// a rule is 1 pt (the dots of a long dotted one never reach a line: `DottedRule`).
    static let flattestTextPoints = 1.5
    /// Text is set at 7 pt and more; marks under 5 pt high, measured as text under 5 pt, are a fragment of a
    /// word (one or two of them) or, barely seen, a row of dots (the halftone of an illustration, SBB's
    /// onboarding card at 1.4:1).
    static let smallestFragmentPoints = 5.0
    /// A row of marks that small this faint at best is a halftone. Clearer rows stay: the scale is first
    /// guessed from the width, and at a guess of 3x the 14-px body text of a 1x page measures 4.7 pt.
    static let faintestHalftone = 1.5

    /// Text is seldom set this large (Material's display styles are 36–57 sp, iOS's large title 34 pt) and
    /// then to be seen: a "text" line measured at this size or more and fainter than `faintestArtwork` at
    /// best is artwork (a header's circuit-board pattern), whose lines would also pull the scale read from
    /// the body text.
    static let artworkPoints = 48.0
    static let faintestArtwork = 2.0

    /// Whether "text" measured at `points` and `best`:1 at best is artwork rather than text.
    static func isArtwork(points: Double, best: Double) -> Bool {
        points >= artworkPoints && best < faintestArtwork
    }

    /// Under this ratio, on a flat backdrop, a mark can hardly be seen (a 6 % step in luminance near white).
    /// Seen on real screens: map dots of a course picture at 1.09–1.14:1; the faintest real failing label
    /// (white on a light navigation bar) at 1.16:1.
    static let invisibleRatio = 1.15
    /// Over a backdrop that varies, a mark that matches part of it this closely, and stands out from no
    /// part of it by more than `faintOnVaryingBackdrop`, is nearly always its texture; text that crosses a
    /// gradient of its own colour but stands clear of the rest is still judged.
    static let invisibleOnVaryingBackdrop = 1.2
    static let faintOnVaryingBackdrop = 1.5
    /// A mark whose colour lies within its backdrop's own range of lightness (its worst ratio under this)
    /// vanishes into part of it: a photo's texture (cloud, wood, foliage at 1.00–1.09:1 seen on paywall
    /// photos), never text set over a picture, which is drawn clear of it. Up to `faintestWithinBackdrop`
    /// at best it is dropped; none of 5,614 + 7,837 text runs of the real web pages over a varying
    /// backdrop came under 1.2:1 at worst.
    static let withinBackdrop = 1.1
    static let faintestWithinBackdrop = 3.0

    /// The measured and judged finding of one line, or nil for a graphic that is a piece of background,
    /// or a mark no one can see.
    private func finding(for line: TextLineGrouping.Line, kind: Finding.Kind, role: (any NonTextRole)?, index: Int32, membership: LineMembership,
                         classifier: RunClassifier, file: String, scale: Double) -> Finding? {
        var measurement = RunMeasurement(
            layer: classifier.layer, ink: classifier.ink, membership: membership, line: index, memberCount: line.members.count,
            rect: line.rect, glyphHeight: line.glyphHeight, background: line.background, text: kind == .text)
        if kind == .text, let size = line.letterOfFontPixels { measurement.setFontPixels(size) }
        if kind == .graphic || kind == .border || line.members.count == 1 {
            // A piece of a background (its colour is a region's beside it, or within its own gradient's range):
            // a graphic, or "text" of one component, a sliver left between two shapes.
            if classifier.isPieceOfBackground(color: measurement.foreground, line: line) { return nil }
            if measurement.backgroundRange != nil && measurement.ratio.value < 1.05 { return nil }
        }
        if kind == .text || kind == .graphic,
           Self.isInvisible(best: measurement.ratioMax.value, worst: measurement.ratio.value, backdropVaries: measurement.backgroundRange != nil) {
            return nil
        }
        // No glyph is this flat: a "text" run so low is an underline, a short dotted one or a rule. Marks this small
        // are a fragment of a word (a quote mark cut from its string by anti-aliasing) or a faint row of dots.
        let points = measurement.fontPixels / scale
        if kind == .text && Double(line.rect.height) / scale < Self.flattestTextPoints { return nil }
        if kind == .text && Double(line.rect.height) / scale < Self.smallestFragmentPoints && points < Self.smallestFragmentPoints
            && (line.members.count <= 2 || measurement.ratioMax.value < Self.faintestHalftone) { return nil }
        if kind == .text && Self.isArtwork(points: points, best: measurement.ratioMax.value) { return nil }
        var finding = Finding(
            file: file, box: line.rect, kind: kind, foreground: measurement.foreground.hex,
            background: measurement.background.hex, ratio: measurement.ratio.value, ratioMax: measurement.ratioMax.value,
            apca: measurement.apca)
        if colorVision {
            finding.colorVision = CVDRatios(foreground: measurement.foreground.color, background: measurement.background.color)
        }
        guard kind != .decorative else {
            finding.message = Self.decorativeMessage
            return finding
        }
        let textSize = kind == .text ? TextSize(points: points, bold: measurement.bold) : nil
        if kind == .text {
            finding.fontPixels = measurement.fontPixels
            finding.fontPoints = points
            finding.bold = measurement.bold
        }
        var range = ContrastRange(minimum: measurement.ratio, maximum: measurement.ratioMax)
        var message: String?
        if measurement.backgroundRange != nil {
            message = "the background varies (gradient, image or translucent material): ratio is a range"
        } else if kind == .text, let thin = measurement.thinTextRange(), !thin.isExact {
            range = thin
            message = "strokes thinner than a pixel: the text colour may be stronger than measured"
        } else if kind == .text, let blurred = measurement.blurredTextRange(), !blurred.isExact {
            range = blurred
            message = "blurred glyphs (a resampled capture?): no pixel may show the text colour in full, so the ratio is a range"
        }
        let usage = textSize.map { requirement.usage(for: $0) } ?? .nonText
        if kind != .text && requirement.verdict(for: range, usage: usage) == .fail, let background = line.background,
           InkFill.hasGradientStroke(line.members, background: classifier.layer.regionColor[Int(background)],
                                     layer: classifier.layer, ink: classifier.ink) {
            // Outline art drawn with a gradient stroke (a topic's picture beside its name) is decoration.
            finding.kind = .decorative
            finding.message = Self.decorativeMessage
            return finding
        }
        let judged = ScreenshotRunVerdict(
            range: range, textSize: textSize, requirement: requirement, backdropVaries: measurement.backgroundRange != nil,
            message: message, isControlBoundary: (role as? BoundaryRole)?.failsHoweverFaint == true
        ) {
            guard let container = line.background else { return .enabled }
            return DisabledControl(layer: classifier.layer, scale: scale).look(
                ofLabel: measurement.foreground, fill: measurement.background, container: container, rect: line.rect)
        }
        finding.message = judged.message
        if let role {
            // A boundary or graphic 1.4.11 does not ask for passes whatever its ratio; the message says which it is.
            finding.message = role.isRequired ? (judged.message.map { role.message + "; " + $0 } ?? role.message) : role.message
        }
        if measurement.backgroundRange != nil { finding.backdropVaries = true }
        finding.ratio = range.minimum.value
        finding.ratioMax = range.maximum.value
        finding.level = requirement.level
        finding.usage = usage
        finding.threshold = requirement.threshold(for: usage)
        finding.verdict = role.map { $0.isRequired ? judged.verdict : .pass } ?? judged.verdict
        if finding.verdict != .pass,
           let exemption = disabledColors.exemption(foreground: measurement.foreground, background: measurement.background) {
            finding.verdict = .pass
            finding.message = exemption
        }
        return finding
    }
}
