import LegibleColor
import LegibleBase

/// The frame every Legible HTML report shares: one self-contained document (inline CSS and script,
/// nothing from the network), light and dark colours, and the script that sorts and filters tables.
/// Everything that comes from outside (file names, token names, messages) goes through `text`.
enum HTMLPage {
    /// Escapes text and attribute values.
    static func text(_ value: String) -> String { MarkupText.escape(value) }

    /// The page, its style and script inline; or, with `assets`, taken from `legible.css` and `legible.js`
    /// in that folder (relative to the page): the screenshot pages of a large report share one copy.
    static func document(title: String, body: String, assets: String? = nil) -> String {
        let style = assets.map { "<link rel=\"stylesheet\" href=\"\($0)\(styleFile)\">" } ?? "<style>\(Self.style)</style>"
        let script = assets.map { "<script src=\"\($0)\(scriptFile)\"></script>" } ?? "<script>\(Self.script)</script>"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>\(text(title))</title>
            \(style)
            </head>
            <body>
            \(body)
            <footer><p>Written by Legible \(LegibleVersion.current). Ratios are WCAG 2 contrast ratios, truncated, never rounded up.</p></footer>
            \(script)
            </body>
            </html>

            """
    }

    /// The names of the shared style and script beside pages that link them.
    static let styleFile = "legible.css"
    static let scriptFile = "legible.js"


    /// A colour chip; the hex is shown beside it as text, so the chip itself is decorative.
    static func swatch(_ hex: String?) -> String {
        guard let hex, isHex(hex) else { return "" }
        return "<span class=\"chip\" style=\"background:\(hex)\" aria-hidden=\"true\"></span><code>\(hex)</code>"
    }

    /// Foreground drawn as a bar on its background: shows the pair without low-contrast text, which
    /// would make the report itself fail the checks it reports.
    static func pairSample(foreground: String?, background: String?) -> String {
        guard let foreground, let background, isHex(foreground), isHex(background) else { return "" }
        return "<span class=\"sample\" style=\"background:\(background)\" aria-hidden=\"true\"><span style=\"background:\(foreground)\"></span></span>"
    }

    static func isHex(_ value: String) -> Bool {
        let bytes = value.utf8
        return bytes.first == UInt8(ascii: "#") && (bytes.count == 7 || bytes.count == 9)
            && bytes.dropFirst().allSatisfy { ColorParser.hexDigit($0) != nil }
    }

    /// A verdict as a word in a coloured badge (the word carries the meaning, not the colour).
    static func badge(_ word: String) -> String {
        "<span class=\"badge \(text(word))\">\(text(word))</span>"
    }

    /// A `<select>` that filters a table's rows by one `data-` attribute.
    static func filter(id: String, label: String, attribute: String, table: String, options: [String]) -> String {
        var html = "<label for=\"\(id)\">\(text(label))</label> <select id=\"\(id)\" data-filter=\"\(attribute)\" data-table=\"\(table)\">"
        html += "<option value=\"\">all</option>"
        for option in options { html += "<option>\(text(option))</option>" }
        return html + "</select>"
    }

    /// A header cell whose button sorts the table by this column.
    static func sortableHeader(_ label: String, column: Int) -> String {
        "<th scope=\"col\" aria-sort=\"none\"><button type=\"button\" data-column=\"\(column)\">\(text(label))</button></th>"
    }

    static let style = """
        :root{color-scheme:light dark;--bg:#fff;--fg:#1b1b1f;--muted:#4f4f57;--line:#c8c8d0;--panel:#f4f4f6;--link:#0a4fbf;\
        --fail-bg:#fde2e2;--fail-fg:#8a1010;--review-bg:#fdf0c8;--review-fg:#5e4100;--pass-bg:#dcf5e3;--pass-fg:#10542a;\
        --error-bg:#ebe3fb;--error-fg:#4b2a8a;--suppressed-bg:#e6e6ea;--suppressed-fg:#3a3a42;--box:#d0021b}
        @media (prefers-color-scheme:dark){:root{--bg:#121214;--fg:#ececf1;--muted:#b9b9c3;--line:#4a4a52;--panel:#1e1e22;\
        --link:#9cc0ff;--fail-bg:#4a1414;--fail-fg:#ffd0d0;--review-bg:#43350a;--review-fg:#ffe9a8;--pass-bg:#123a20;\
        --pass-fg:#c4f2d2;--error-bg:#2f2150;--error-fg:#e2d6ff;--suppressed-bg:#2c2c32;--suppressed-fg:#d6d6de;--box:#ff5c6c}}
        *{box-sizing:border-box}
        body{margin:0 auto;max-width:80rem;padding:1rem 1.5rem;background:var(--bg);color:var(--fg);\
        font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
        a{color:var(--link)}
        :focus-visible{outline:3px solid var(--link);outline-offset:2px}
        h1{font-size:1.75rem;margin:.5rem 0}h2{margin-top:2.5rem;border-bottom:1px solid var(--line)}
        p.lead,footer,.muted{color:var(--muted)}
        ul.stats{display:flex;flex-wrap:wrap;gap:.75rem;margin:0;padding:0;list-style:none}
        ul.stats li{background:var(--panel);border:1px solid var(--line);border-radius:.5rem;padding:.5rem 1rem;min-width:7rem;\
        color:var(--muted);font-size:.875rem}ul.stats strong{display:block;color:var(--fg);font-size:1.5rem}
        table{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums}
        th,td{border-bottom:1px solid var(--line);padding:.3rem .5rem;text-align:left;vertical-align:top}
        th button{all:unset;cursor:pointer;font-weight:700}
        th button:focus-visible{outline:3px solid var(--link)}
        th[aria-sort=ascending] button::after{content:" ▲"}th[aria-sort=descending] button::after{content:" ▼"}
        .table-wrap{overflow:auto;max-height:80vh;border:1px solid var(--line)}
        thead th{position:sticky;top:0;background:var(--panel)}
        .filters{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;margin:1rem 0}
        select,input{font:inherit;color:inherit;background:var(--bg);border:1px solid var(--muted);border-radius:.25rem;padding:.2rem .4rem}
        .badge{display:inline-block;border-radius:.25rem;padding:0 .4rem;font-weight:600}
        .fail{background:var(--fail-bg);color:var(--fail-fg)}.review{background:var(--review-bg);color:var(--review-fg)}
        .pass{background:var(--pass-bg);color:var(--pass-fg)}.error{background:var(--error-bg);color:var(--error-fg)}
        .suppressed,.ignored{background:var(--suppressed-bg);color:var(--suppressed-fg)}
        .chip{display:inline-block;width:1em;height:1em;border:1px solid var(--muted);border-radius:.2rem;vertical-align:-.15em;margin-right:.3em}
        .sample{display:inline-flex;align-items:center;justify-content:center;width:2.2em;height:1.4em;border:1px solid var(--muted);\
        border-radius:.2rem;vertical-align:middle}.sample span{display:block;width:1.4em;height:.35em;border-radius:.1em}
        article.shot{margin:2rem 0;padding-top:.5rem;border-top:1px solid var(--line)}
        article.shot h3{overflow-wrap:anywhere}
        .shot-body{display:flex;flex-wrap:wrap;gap:1.5rem;align-items:flex-start}
        article.pair{margin:2rem 0;padding-top:.5rem;border-top:1px solid var(--line)}
        .pair-body{display:flex;flex-wrap:wrap;gap:1.5rem;align-items:flex-start}.pair-body figure{margin:0;flex:1 1 14rem}
        .pair-body figcaption{line-height:1.4;padding:.3rem;font-size:.9rem}
        .frame{position:relative;max-width:min(100%,30rem);border:1px solid var(--line);line-height:0}
        .frame img{width:100%;height:auto}
        .frame a.box{position:absolute;background:none;border:2px solid var(--box);box-shadow:0 0 0 1px #fff;text-decoration:none;min-width:4px;min-height:4px}
        .frame a.box .num{position:absolute;left:100%;top:-2px;margin-left:3px;background:#8a1010;color:#fff;font:700 .75rem/1.1rem system-ui,sans-serif;\
        padding:0 .3rem;border-radius:.2rem}.frame a.box.before .num{left:auto;right:100%;margin:0 3px 0 0}
        .frame a.box.review{border-style:dashed}.frame a.box.review .num{background:#5e4100}
        .frame .kept{display:none;position:absolute;background-repeat:no-repeat}.frame.smart-invert .kept{display:block}
        .frame a.box .tip{display:none;position:absolute;left:0;top:100%;z-index:2;width:16rem;padding:.5rem;background:var(--bg);\
        color:var(--fg);border:1px solid var(--muted);border-radius:.3rem;font:.85rem/1.4 system-ui,sans-serif;box-shadow:0 2px 8px #0006}
        .frame a.box.before .tip{left:auto;right:0}.frame a.box:hover,.frame a.box:focus{z-index:3}
        .frame a.box:hover .tip,.frame a.box:focus .tip{display:block}
        fieldset.vision{border:1px solid var(--line);border-radius:.4rem;margin:0 0 .5rem}
        svg.filters{position:absolute;width:0;height:0;overflow:hidden}
        fieldset.vision label{margin-right:.75rem;white-space:nowrap}
        ol.problems{flex:1;min-width:min(16rem,100%);margin:0;padding-left:1.5rem}ol.problems li{margin-bottom:.75rem;overflow-wrap:anywhere}
        .crop{display:block;margin:.3rem 0;background-repeat:no-repeat;border:1px solid var(--line)}
        .grid-wrap{overflow:auto;max-width:100%;border:1px solid var(--line);margin:.5rem 0 1.5rem}
        table.grid td{white-space:nowrap;text-align:center}table.grid th{white-space:nowrap}
        nav.pages ul{display:flex;flex-wrap:wrap;gap:.25rem .75rem;list-style:none;padding:0;margin:.5rem 0}
        nav.pages a[aria-current]{font-weight:700;text-decoration:none;color:var(--fg)}
        ul.thumbs{display:flex;flex-wrap:wrap;gap:1rem;list-style:none;padding:0}ul.thumbs li{width:10rem}
        ul.thumbs img{width:100%;height:auto;border:1px solid var(--line)}ul.thumbs a{overflow-wrap:anywhere;font-size:.875rem}
        td.file,h1.file{overflow-wrap:anywhere}
        """

    /// Sorting (buttons in header cells), filtering (selects and a search box naming their table),
    /// and the colour-vision toggle of each screenshot.
    static let script = """
        (function(){
        "use strict";
        function cellValue(row,column){var cell=row.cells[column];if(!cell)return "";var v=cell.getAttribute("data-value");return v===null?cell.textContent.trim():v;}
        document.querySelectorAll("th button[data-column]").forEach(function(button){
          button.addEventListener("click",function(){
            var th=button.parentElement,table=th.closest("table"),body=table.tBodies[0],column=Number(button.getAttribute("data-column"));
            var ascending=th.getAttribute("aria-sort")!=="ascending";
            table.querySelectorAll("th[aria-sort]").forEach(function(other){other.setAttribute("aria-sort","none");});
            th.setAttribute("aria-sort",ascending?"ascending":"descending");
            var rows=Array.prototype.slice.call(body.rows);
            rows.sort(function(a,b){
              var x=cellValue(a,column),y=cellValue(b,column),nx=parseFloat(x),ny=parseFloat(y),order;
              if(x!==""&&y!==""&&!isNaN(nx)&&!isNaN(ny)&&isFinite(x)&&isFinite(y)){order=nx-ny;}else{order=x.localeCompare(y);}
              return ascending?order:-order;
            });
            rows.forEach(function(row){body.appendChild(row);});
          });
        });
        function applyFilters(tableId){
          var table=document.getElementById(tableId);if(!table)return;
          var controls=document.querySelectorAll("[data-table='"+tableId+"']"),shown=0,rows=table.tBodies[0].rows;
          for(var i=0;i<rows.length;i++){
            var row=rows[i],visible=true;
            controls.forEach(function(control){
              var want=control.value.trim().toLowerCase();if(!want)return;
              var have=(row.getAttribute("data-"+control.getAttribute("data-filter"))||"").toLowerCase();
              if(control.tagName==="SELECT"?have!==want:have.indexOf(want)<0)visible=false;
            });
            row.hidden=!visible;if(visible)shown++;
          }
          var status=document.getElementById(tableId+"-shown");
          if(status)status.textContent="Showing "+shown+" of "+rows.length+" rows.";
        }
        document.querySelectorAll("[data-filter]").forEach(function(control){
          var update=function(){applyFilters(control.getAttribute("data-table"));};
          control.addEventListener("input",update);control.addEventListener("change",update);
        });
        document.querySelectorAll("fieldset.vision").forEach(function(fieldset){
          fieldset.addEventListener("change",function(event){
            var image=document.getElementById(fieldset.getAttribute("data-image"));
            if(!image||event.target.type!=="radio")return;
            if(image.getAttribute("src")!==event.target.value)image.src=event.target.value;
            var filter=event.target.getAttribute("data-filter");
            image.style.filter=filter&&filter!=="none"?filter:"";
            var blur=event.target.getAttribute("data-blur");
            if(blur){
              var gaussian=document.querySelector(filter.slice(4,-1)+" feGaussianBlur");
              if(gaussian)gaussian.setAttribute("stdDeviation",String(blur*image.clientWidth/image.getAttribute("width")));
            }
            image.parentNode.classList.toggle("smart-invert",event.target.hasAttribute("data-smart"));
            image.alt=image.getAttribute("data-name")+", as seen with "+event.target.getAttribute("data-vision");
          });
        });
        })();
        """
}
