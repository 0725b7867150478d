import { type RefObject, useState } from "react";
import { useT } from "#app/lib/i18n.ts";

/** Draws the plate's SVG on a canvas and saves it as PNG; says so when the browser cannot. */
export function PlateDownload({ svgRef, fileName }: { svgRef: RefObject<SVGSVGElement | null>; fileName: string }) {
  const { t } = useT();
  const [unsupported, setUnsupported] = useState(false);

  async function download() {
    const svg = svgRef.current;
    const canvas = document.createElement("canvas");
    if (!svg || typeof canvas.toBlob !== "function" || !("download" in HTMLAnchorElement.prototype)) {
      setUnsupported(true);
      return;
    }
    try {
      const box = svg.viewBox.baseVal;
      const scale = 2;
      canvas.width = box.width * scale;
      canvas.height = box.height * scale;
      const source = new XMLSerializer().serializeToString(svg);
      const url = URL.createObjectURL(new Blob([source], { type: "image/svg+xml" }));
      const image = new Image();
      await new Promise<void>((resolve, reject) => {
        image.onload = () => resolve();
        image.onerror = () => reject(new Error("image"));
        image.src = url;
      });
      canvas.getContext("2d")!.drawImage(image, 0, 0, canvas.width, canvas.height);
      URL.revokeObjectURL(url);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
      if (!blob) throw new Error("blob");
      const link = document.createElement("a");
      link.href = URL.createObjectURL(blob);
      link.download = fileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 1000);
    } catch {
      setUnsupported(true);
    }
  }

  return (
    <div>
      <button type="button" onClick={download} className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50">
        {t("catalog.download")}
      </button>
      {unsupported && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t("catalog.downloadUnsupported")}
        </p>
      )}
    </div>
  );
}
