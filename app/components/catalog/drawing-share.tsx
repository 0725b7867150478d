import type { RefObject } from "react";
import { PlateDownload } from "./plate-download.tsx";
import { ShareLink } from "./share-link.tsx";

/**
 * What Draw Plates and Draw Numbers offer under their drawing: save it as PNG, share it on WhatsApp, and a link
 * to the page that draws it again (decision 0030).
 */
export function DrawingShare(props: { svgRef: RefObject<SVGSVGElement | null>; fileName: string; shareText: string; shareUrl: string; link: string; linkLabel: string }) {
  return (
    <div className="mt-4 flex flex-wrap items-start gap-4">
      <PlateDownload svgRef={props.svgRef} fileName={props.fileName} />
      <ShareLink text={props.shareText} url={props.shareUrl} />
      <a href={props.link} className="font-semibold text-brand-700 underline">{props.linkLabel}</a>
    </div>
  );
}
