import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PlateImage, plateDrawing } from "./plate-image.tsx";

// The drawing is written as markup (decision 0032): it must come out as the elements React wrote before, inside
// the svg itself, with the database's text escaped.

describe("PlateImage", () => {
  it("draws a car plate inside the svg element, as React would", () => {
    const html = renderToString(<PlateImage emirateCode="DU" code="CC" number={6575} plateType="private" label="Dubai plate CC-6575" className="w-full" />);
    expect(html).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 520 120" role="img" aria-label="Dubai plate CC-6575" font-family="Arial, Helvetica, sans-serif" font-weight="700" text-anchor="middle" direction="ltr" class="w-full">' +
        '<rect x="3" y="3" width="514" height="114" rx="12" fill="#fff" stroke="#111827" stroke-width="5"></rect><rect x="12" y="12" width="128" height="96" rx="8" fill="#111827"></rect>' +
        '<g fill="#ffffff"><text x="76" y="52" font-size="38">CC</text><text x="76" y="76" font-size="13">DUBAI</text><text x="76" y="97" font-size="13" font-weight="400" direction="rtl">دبي</text></g>' +
        '<text x="329" y="88" font-size="70" fill="#111827" letter-spacing="6">6575</text></svg>',
    );
  });

  it("draws classic and motorcycle plates in their own layouts", () => {
    const classic = plateDrawing({ emirateCode: "AZ", code: "1", number: 12, plateType: "classic" });
    expect(classic.viewBox).toBe("0 0 520 120");
    expect(classic.markup).toContain('fill="#facc15"');
    expect(classic.markup).toContain('<text x="329" y="98" font-size="62" fill="#111827" letter-spacing="6">12</text>');
    const motorcycle = plateDrawing({ emirateCode: "UQ", code: "A", number: 7, plateType: "motorcycle" });
    expect(motorcycle.viewBox).toBe("0 0 240 170");
    expect(motorcycle.markup).toContain('<text x="214" y="36" font-size="15" text-anchor="end">U.A.Q</text>');
  });

  it("escapes the text it draws, and falls back to Dubai's design", () => {
    const { markup } = plateDrawing({ emirateCode: "XX", code: `<b>"&'`, number: "1<2", plateType: "private" });
    expect(markup).toContain("&#60;b&#62;&#34;&#38;&#39;");
    expect(markup).toContain(">1&#60;2</text>");
    expect(markup).not.toContain("<b>");
    expect(markup).toContain('fill="#111827"');
  });
});
