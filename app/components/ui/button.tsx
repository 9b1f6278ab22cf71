type Variant = "primary" | "secondary" | "danger" | "dark";
type Size = "sm" | "md" | "lg";

const variants: Record<Variant, string> = {
  primary: "bg-emerald-600 text-white hover:bg-emerald-700",
  secondary: "border border-slate-300 text-slate-700 hover:bg-slate-100",
  danger: "bg-red-600 text-white hover:bg-red-700",
  dark: "bg-slate-800 text-white hover:bg-slate-900",
};

const sizes: Record<Size, string> = {
  sm: "px-3 py-1.5 text-sm",
  md: "px-4 py-2 text-sm",
  lg: "px-4 py-2",
};

export interface ButtonStyle {
  variant?: Variant;
  size?: Size;
  /** As wide as its container (forms' main buttons). */
  block?: boolean;
}

/**
 * The look of every button, and of links that act as one. Forms keep real <button type="submit">
 * elements (they work without JavaScript); this only gives them their classes.
 */
export function buttonClass({ variant = "primary", size = "md", block = false }: ButtonStyle = {}): string {
  const width = block ? "w-full" : "";
  return `inline-flex items-center justify-center gap-2 rounded font-medium disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${sizes[size]} ${width}`.trim();
}

/**
 * A native button with the house look; every native attribute (type, name, value, form…) passes
 * through. `busy`: disabled, with a spinner, while its form is being sent.
 */
export function Button({
  variant,
  size,
  block,
  busy = false,
  className = "",
  type = "button",
  disabled,
  children,
  ...props
}: ButtonStyle & { busy?: boolean } & React.ComponentProps<"button">) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`${buttonClass({ variant, size, block })} ${className}`.trim()}
      {...props}
    >
      {busy ? (
        <span
          className="h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent"
          aria-hidden
          data-testid="spinner"
        />
      ) : null}
      {children}
    </button>
  );
}
