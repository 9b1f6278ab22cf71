/**
 * schema.org shapes of the store pages (decision 244), built from what the page shows. URLs are
 * absolute (the site's origin before each path); prices are the đồng the product page shows.
 */
const schema = (type: string) => `https://schema.org/${type}`;

export interface ProductFacts {
  id: number;
  name: string;
  description: string;
  /** Stored image paths ("/media/…"), the first the main one. */
  images: string[];
  vnd: bigint;
  quantity: number;
  category: string | null;
}

export function productData(origin: string, url: string, product: ProductFacts, seller: string) {
  return {
    "@type": "Product",
    "@id": `${url}#product`,
    name: product.name,
    description: product.description || undefined,
    sku: String(product.id),
    image: product.images.map((path) => `${origin}${path}`),
    category: product.category ?? undefined,
    url,
    offers: {
      "@type": "Offer",
      url,
      price: product.vnd.toString(),
      priceCurrency: "VND",
      availability: schema(product.quantity > 0 ? "InStock" : "OutOfStock"),
      itemCondition: schema("NewCondition"),
      seller: { "@type": "Organization", name: seller },
    },
  };
}

export interface StoreFacts {
  name: string;
  description: string | null;
  logo: string | null;
  banner: string | null;
  phone: string | null;
  address: string | null;
}

export function storeData(origin: string, url: string, store: StoreFacts) {
  return {
    "@type": "Store",
    "@id": `${url}#store`,
    name: store.name,
    url,
    description: store.description ?? undefined,
    logo: store.logo ? `${origin}${store.logo}` : undefined,
    image: store.banner ? `${origin}${store.banner}` : undefined,
    telephone: store.phone ?? undefined,
    address: store.address ?? undefined,
  };
}

/** The trail's links, then the page itself (its URL is the page's). */
export function breadcrumbData(origin: string, trail: { to: string; label: string }[], current: { url: string; label: string }) {
  const steps = [...trail.map((s) => ({ name: s.label, item: `${origin}${s.to}` })), { name: current.label, item: current.url }];
  return {
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, i) => ({ "@type": "ListItem", position: i + 1, ...step })),
  };
}
