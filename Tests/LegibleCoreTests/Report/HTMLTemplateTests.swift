import Testing

@testable import LegibleReport

@Suite struct HTMLTemplateTests {
    @Test func fillsEachSlotAndKeepsTheRest() {
        let template = HTMLTemplate(packageResource: Array("<h1>{{title}}</h1>{{body}}<p>{{title}}</p>".utf8))
        #expect(template.slots == ["title", "body", "title"])
        let page = template.filled(["title": "\("a<b")", "body": "<main></main>"])
        #expect(page.markup == "<h1>a&lt;b</h1><main></main><p>a&lt;b</p>")
        let (before, after) = template.split(at: "body")
        #expect(before.slots == ["title"] && after.slots == ["title"])
        #expect((before.filled(["title": "t"]) + "<main></main>" + after.filled(["title": "t"])).markup
            == template.filled(["title": "t", "body": "<main></main>"]).markup)
        #expect(HTMLTemplate(packageResource: Array("no slots {{".utf8)).filled([:]).markup == "no slots {{")
    }

    /// The package's page template has the slots the report fills, the body last but for the footer's.
    @Test func thePageTemplateHasTheReportsSlots() {
        #expect(HTMLPage.template.before.slots == ["title", "style"])
        #expect(HTMLPage.template.after.slots == ["version", "script"])
    }
}
