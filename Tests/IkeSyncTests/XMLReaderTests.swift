import IkeSync
import Testing

@Suite("XML reader")
struct XMLReaderTests {
    private func read(_ text: String, reader: XMLReader = XMLReader()) throws -> XMLElementTree {
        try reader.read(Array(text.utf8))
    }

    private func failure(_ text: String, reader: XMLReader = XMLReader()) -> XMLReadError? {
        do {
            _ = try reader.read(Array(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func prefixesAndTheDefaultNamespaceResolveToTheSameNames() throws {
        let prefixed = try read(
            #"<d:multistatus xmlns:d="DAV:"><d:response><d:href>/a</d:href></d:response></d:multistatus>"#)
        let defaulted = try read(
            #"<multistatus xmlns="DAV:"><response><href>/a</href></response></multistatus>"#)
        #expect(prefixed == defaulted)
        #expect(prefixed.name == XMLName("DAV:", "multistatus"))
        #expect(prefixed.child(XMLName("DAV:", "response"))?.child(XMLName("DAV:", "href"))?.text == "/a")
    }

    @Test func aNestedDeclarationShadowsTheOuterOneOnlyInside() throws {
        let root = try read(
            #"<a xmlns="urn:one" xmlns:p="urn:p"><b xmlns="urn:two"><p:c/></b><d/><p:e xmlns:p="urn:q"/></a>"#
        )
        #expect(root.name == XMLName("urn:one", "a"))
        #expect(
            root.children.map(\.name) == [
                XMLName("urn:two", "b"), XMLName("urn:one", "d"), XMLName("urn:q", "e"),
            ])
        #expect(root.children[0].children.first?.name == XMLName("urn:p", "c"))
    }

    @Test func unprefixedAttributesAreInNoNamespaceAndDeclarationsAreNotAttributes() throws {
        let root = try read(#"<c:comp xmlns:c="urn:c" xmlns:x="urn:x" name="VTODO" x:flag='yes'/>"#)
        #expect(root.attributes == [XMLName("", "name"): "VTODO", XMLName("urn:x", "flag"): "yes"])
    }

    @Test func entitiesCharacterReferencesAndCDATABecomeText() throws {
        let root = try read(
            "<t>a &lt;b&gt; &amp; &quot;c&quot; &apos;d&apos; &#65;&#x1F600;<![CDATA[<x> & ]]]]></t>")
        #expect(root.text == "a <b> & \"c\" 'd' A😀<x> & ]]")
    }

    @Test func lineEndsBecomeLFInTextAndCDATA() throws {
        let root = try read("<t>BEGIN:VCALENDAR\r\nX\rY<![CDATA[\r\nZ]]></t>")
        #expect(root.text == "BEGIN:VCALENDAR\nX\nY\nZ")
    }

    @Test func attributeValuesNormalizeWhiteSpaceAndResolveReferences() throws {
        let root = try read("<t a=\"x\ty\r\nz &amp; &#x41;\"/>")
        #expect(root.attributes[XMLName("", "a")] == "x y z & A")
    }

    @Test func declarationCommentsAndProcessingInstructionsAreSkipped() throws {
        let root = try read(
            "\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n<!-- a -->\n<?pi data?>"
                + "<t>x<!-- inside -->y<?pi?></t>\n<!-- after -->\n")
        #expect(root.text == "xy")
    }

    @Test func textKeepsItsOrderAroundChildren() throws {
        let root = try read("<t> a <b>inner</b> c </t>")
        #expect(root.text == " a  c ")
        #expect(root.trimmedText == "a  c")
        #expect(root.children.first?.text == "inner")
    }

    @Test func nonASCIITextAndNamesAreRead() throws {
        let root = try read("<d:displayname xmlns:d=\"DAV:\">할 일 ✓</d:displayname>")
        #expect(root.text == "할 일 ✓")
        #expect(try read("<ñame/>").name.localName == "ñame")
    }

    @Test(arguments: [
        ("", XMLReadError.Reason.emptyDocument),
        ("  <!-- only -->", .emptyDocument),
        ("<!DOCTYPE x [<!ENTITY a \"b\">]><x>&a;</x>", .doctypeRefused),
        ("<a><b></a>", .mismatchedEndTag(open: "b", found: "a")),
        ("<a>", .unexpectedEnd(expecting: "</a>")),
        ("<a>&nbsp;</a>", .unknownEntity("nbsp")),
        ("<a>&#0;</a>", .invalidCharacterReference("#0")),
        ("<a>&#xD800;</a>", .invalidCharacterReference("#xD800")),
        ("<p:a/>", .undeclaredPrefix("p")),
        ("<a x='1' x='2'/>", .duplicateAttribute("x")),
        ("<a xmlns:p='urn:p' xmlns:q='urn:p' p:x='1' q:x='2'/>", .duplicateAttribute("{urn:p}x")),
        ("<a xmlns:p=''/>", .invalidNamespaceDeclaration("xmlns:p=\"\"")),
        ("<a/><b/>", .contentOutsideRoot),
        ("<a/>text", .contentOutsideRoot),
        ("<?xml version='1.0' encoding='ISO-8859-1'?><a/>", .unsupportedEncoding("ISO-8859-1")),
        ("<a>\u{01}</a>", .invalidCharacter(1)),
        ("<a:b:c xmlns:a='u'/>", .invalidName("a:b:c")),
    ])
    func malformedDocumentsAreRefusedWithTheReason(text: String, reason: XMLReadError.Reason) {
        #expect(failure(text)?.reason == reason)
    }

    @Test func errorsSayWhereInTheDocument() throws {
        let error = try #require(failure("<a>\n  <b>\n  </c>\n</a>"))
        #expect(error.line == 3 && error.column == 3)
        #expect(error.description == "XML line 3, column 3: end tag </c> does not close <b>")
    }

    @Test func aLoneAmpersandSaysHowToWriteIt() throws {
        let error = try #require(failure("<a>Tom & Jerry</a>"))
        #expect(error.description.contains("&amp;"))
    }

    @Test func invalidUTF8IsRefused() {
        var bytes = Array("<a>".utf8)
        bytes += [0xC3, 0x28]
        bytes += Array("</a>".utf8)
        #expect(throws: XMLReadError(.invalidUTF8, line: 1, column: 4)) { try XMLReader().read(bytes) }
    }

    @Test func utf16IsRefusedAsAnEncoding() {
        #expect(throws: XMLReadError(.unsupportedEncoding("UTF-16 or UTF-32"))) {
            try XMLReader().read([0xFF, 0xFE, 0x3C, 0x00])
        }
    }

    @Test func theSizeLimitIsCheckedBeforeReading() {
        let reader = XMLReader(maximumBytes: 10)
        #expect(failure("<a>0123456789</a>", reader: reader)?.reason == .tooLarge(limit: 10))
        #expect(failure("<a>01</a>", reader: reader) == nil)
    }

    @Test func theDepthLimitStopsDeepNestingWithoutExhaustingTheStack() {
        let deep = String(repeating: "<a>", count: 100_000) + String(repeating: "</a>", count: 100_000)
        #expect(failure(deep)?.reason == .tooDeep(limit: 256))
        let reader = XMLReader(maximumDepth: 3)
        #expect(failure("<a><b><c/></b></a>", reader: reader) == nil)
        #expect(failure("<a><b><c><d/></c></b></a>", reader: reader)?.reason == .tooDeep(limit: 3))
    }

    @Test func everyPrefixOfADocumentIsRefusedWithoutACrash() {
        let document =
            "<?xml version=\"1.0\"?><d:multistatus xmlns:d=\"DAV:\" xmlns:c=\"urn:ietf:params:xml:ns:caldav\">"
            + "<d:response><d:href>/a%20b.ics</d:href><d:propstat><d:prop><d:getetag>\"1\"</d:getetag>"
            + "<c:calendar-data><![CDATA[BEGIN:VCALENDAR]]>&amp;</c:calendar-data></d:prop>"
            + "<d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response></d:multistatus>"
        let bytes = Array(document.utf8)
        #expect((try? XMLReader().read(bytes)) != nil)
        for length in 0..<bytes.count {
            #expect(
                (try? XMLReader().read(Array(bytes[..<length]))) == nil, "prefix of \(length) bytes was read")
        }
    }
}
