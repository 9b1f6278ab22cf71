import { preload } from "react-dom";
import { Link } from "react-router";

import type { StoreIdentity } from "~/domain/catalogue";
import { useLocalePath, useRootData } from "~/lib/hooks";
import { imageSrcSet } from "~/lib/images";
import { useTranslation } from "~/lib/use-translation";

/**
 * A store's logo (round) or banner (wide). Logos use the WebP copies; a banner is as wide as the
 * page: phones get the 800 px WebP copy, wider screens the original (decision 143).
 */
export function StorePicture({
  src,
  alt,
  shape,
  className = "",
}: {
  src: string;
  alt: string;
  shape: "logo" | "banner";
  className?: string;
}) {
  if (shape === "logo") {
    return (
      <img
        src={src}
        srcSet={imageSrcSet(src)}
        sizes="96px"
        alt={alt}
        width={96}
        height={96}
        className={`h-24 w-24 rounded-full border-4 border-white bg-white object-cover shadow ${className}`}
      />
    );
  }
  const small = imageSrcSet(src)?.split(", ").at(-1)?.split(" ")[0];
  // A picture inside <picture> is found only when the body is read: announced in the head instead,
  // each copy for the screens that use it.
  if (small) {
    preload(small, { as: "image", type: "image/webp", media: "(max-width: 800px)", fetchPriority: "high" });
    preload(src, { as: "image", media: "(min-width: 801px)", fetchPriority: "high" });
  } else preload(src, { as: "image", fetchPriority: "high" });
  return (
    <picture>
      {small ? <source media="(max-width: 800px)" srcSet={small} type="image/webp" /> : null}
      <img
        src={src}
        alt={alt}
        width={1600}
        height={480}
        // The banner opens the store page: its largest paint, fetched before the scripts.
        fetchPriority="high"
        className={`aspect-[10/3] w-full rounded-lg object-cover sm:aspect-[16/3] ${className}`}
      />
    </picture>
  );
}

/** The initials of a name, for a store without a logo. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (words.length > 1 ? words[0][0] + words[words.length - 1][0] : (words[0] ?? "?").slice(0, 2)).toUpperCase();
}

interface StoreHeroProps {
  store: { id: number; name: string; account: string; phoneNumber: string | null; address: string | null };
  identity: StoreIdentity;
}

/** The store home's identity: banner, logo (or initials), name, description and contact. */
export function StoreHero({ store, identity }: StoreHeroProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const user = useRootData()?.user ?? null;
  const own = user?.id === store.id;
  return (
    <section className="overflow-hidden rounded-xl border border-slate-200 bg-white" data-testid="store-identity">
      {identity.banner ? (
        <div data-testid="store-banner">
          <StorePicture src={identity.banner} alt="" shape="banner" className="rounded-none" />
        </div>
      ) : (
        <div className="aspect-[16/3] w-full bg-gradient-to-r from-emerald-100 via-teal-50 to-sky-100" aria-hidden="true" />
      )}
      <div className="flex flex-col gap-4 px-4 pb-5 sm:flex-row sm:items-end sm:px-6">
        <div className="-mt-12 shrink-0" data-testid="store-logo">
          {identity.logo ? (
            <StorePicture src={identity.logo} alt={t("storefront:home.logo", { name: store.name })} shape="logo" />
          ) : (
            <span
              className="flex h-24 w-24 items-center justify-center rounded-full border-4 border-white bg-emerald-700 text-2xl font-bold text-white shadow"
              role="img"
              aria-label={t("storefront:home.logo", { name: store.name })}
            >
              {initials(store.name)}
            </span>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-1">
          <h1 className="text-2xl font-semibold break-words text-slate-900" data-testid="store-name">
            {store.name}
          </h1>
          {identity.description ? (
            <p className="max-w-3xl text-slate-700" data-testid="store-description">
              {identity.description}
            </p>
          ) : null}
        </div>
        {own ? (
          <Link
            to={localePath("/store-settings")}
            className="self-start rounded border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 sm:self-end"
            data-testid="edit-store"
          >
            {t("storefront:home.edit")}
          </Link>
        ) : null}
      </div>
      <dl
        className="grid gap-x-6 gap-y-1 border-t border-slate-100 px-4 py-3 text-sm text-slate-700 sm:grid-cols-[max-content_1fr] sm:px-6"
        data-testid="store-contact"
      >
        <dt className="font-medium">{t("store:home.phone")}</dt>
        <dd data-testid="store-phone">
          {store.phoneNumber ? (
            <a href={`tel:${store.phoneNumber}`} className="text-emerald-800 hover:underline">
              {store.phoneNumber}
            </a>
          ) : (
            t("store:home.none")
          )}
        </dd>
        <dt className="font-medium">{t("store:home.address")}</dt>
        <dd data-testid="store-address">{store.address ?? t("store:home.none")}</dd>
        <dt className="font-medium">{t("store:home.account")}</dt>
        <dd data-testid="store-account">{store.account}</dd>
      </dl>
    </section>
  );
}
