import { useRef, useState } from "react";

import { Button } from "~/components/ui/button";
import { SIGNATURE_HEIGHT, SIGNATURE_WIDTH, signatureLimits, strokesToPath, type Stroke } from "~/lib/signature";

/**
 * A canvas to draw a signature on with the mouse, a finger or a pen (pointer events; touch does
 * not scroll the page while drawing). The strokes go, as path data in the 600×200 box, into the
 * hidden field `name` of the surrounding form, which the server validates and rewrites.
 */
export function SignaturePad({
  name,
  label,
  clearLabel,
  onChange,
}: {
  name: string;
  label: string;
  clearLabel: string;
  onChange?: (path: string) => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<Stroke[]>([]);
  const drawing = useRef(false);
  const [path, setPath] = useState("");

  const pointOf = (event: React.PointerEvent<HTMLCanvasElement>): [number, number] => {
    const rect = event.currentTarget.getBoundingClientRect();
    const clamp = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(value)));
    return [
      clamp(((event.clientX - rect.left) * SIGNATURE_WIDTH) / rect.width, SIGNATURE_WIDTH),
      clamp(((event.clientY - rect.top) * SIGNATURE_HEIGHT) / rect.height, SIGNATURE_HEIGHT),
    ];
  };
  const points = () => strokes.current.reduce((sum, s) => sum + s.length, 0);
  const context = () => {
    const ctx = canvas.current?.getContext("2d");
    if (ctx) {
      ctx.lineWidth = 3;
      ctx.lineCap = "round";
      ctx.lineJoin = "round";
      ctx.strokeStyle = "#0f172a";
    }
    return ctx;
  };
  const publish = () => {
    const next = strokesToPath(strokes.current.filter((s) => s.length > 1));
    setPath(next);
    onChange?.(next);
  };

  const down = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (strokes.current.length >= signatureLimits.strokes || points() >= signatureLimits.points) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const point = pointOf(event);
    // A dot is a stroke of two equal points, so a tap leaves a mark too.
    strokes.current.push([point, point]);
    const ctx = context();
    ctx?.beginPath();
    ctx?.arc(point[0], point[1], 1.5, 0, Math.PI * 2);
    ctx?.stroke();
  };
  const move = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current || points() >= signatureLimits.points) return;
    const stroke = strokes.current.at(-1)!;
    const last = stroke.at(-1)!;
    const point = pointOf(event);
    if (Math.hypot(point[0] - last[0], point[1] - last[1]) < 2) return;
    stroke.push(point);
    const ctx = context();
    ctx?.beginPath();
    ctx?.moveTo(last[0], last[1]);
    ctx?.lineTo(point[0], point[1]);
    ctx?.stroke();
  };
  const up = () => {
    if (!drawing.current) return;
    drawing.current = false;
    publish();
  };
  const clear = () => {
    strokes.current = [];
    const ctx = canvas.current?.getContext("2d");
    ctx?.clearRect(0, 0, SIGNATURE_WIDTH, SIGNATURE_HEIGHT);
    publish();
  };

  return (
    <div className="space-y-2">
      <canvas
        ref={canvas}
        width={SIGNATURE_WIDTH}
        height={SIGNATURE_HEIGHT}
        aria-label={label}
        role="img"
        className="aspect-[3/1] w-full max-w-[600px] cursor-crosshair touch-none rounded border-2 border-dashed border-slate-300 bg-white"
        data-testid="signature-canvas"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        onLostPointerCapture={up}
      />
      <input type="hidden" name={name} value={path} data-testid="signature-path" />
      <Button variant="secondary" size="sm" onClick={clear} data-testid="signature-clear">
        {clearLabel}
      </Button>
    </div>
  );
}
