import { SIGNATURE_HEIGHT, SIGNATURE_WIDTH, type SignatureKind } from "~/lib/signature";

/**
 * A saved signature drawn from its path data (written by the server: a drawing's validated
 * strokes are stroked, a typed name's outlines filled). An image with an accessible name.
 */
export function SignatureImage({
  kind,
  path,
  label,
  className = "h-20 w-60",
  testId,
}: {
  kind: SignatureKind;
  path: string;
  label: string;
  className?: string;
  testId?: string;
}) {
  return (
    <svg
      viewBox={`0 0 ${SIGNATURE_WIDTH} ${SIGNATURE_HEIGHT}`}
      role="img"
      aria-label={label}
      className={`rounded border border-slate-200 bg-white ${className}`}
      data-testid={testId}
      data-kind={kind}
    >
      {kind === "drawn" ? (
        <path d={path} fill="none" stroke="#0f172a" strokeWidth={3} strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <path d={path} fill="#0f172a" />
      )}
    </svg>
  );
}
