/** The catalogue: stores, products (drafts, moderation, the system catalogue), categories, translations of stored texts, what visitors read. */
export {
  featuredProducts,
  getCategory,
  getProduct,
  listProducts,
  productSorts,
  publishedByIds,
  relatedProducts,
  storeCategories,
  type ProductSort,
  type ProductView,
} from "./catalogue.server";
export { whileCatalogueUnchanged } from "./catalogue-memo.server";
export { currentCatalogueVersion } from "./catalogue-version.server";
export { listCategories, saveCategories, type Category } from "./categories.server";
export { createMyProduct, getMyProduct, listMyProducts, setMyProductActive, updateMyProduct } from "./products.server";
export {
  approveProducts,
  decideProduct,
  listForReview,
  productForReview,
  type BulkApproval,
  type ReviewedProduct,
} from "./product-moderation.server";
export { priceRates } from "./product-prices.server";
export { sitemapCategories, sitemapProductFiles, sitemapProducts, sitemapStores, type SitemapEntry } from "./sitemap.server";
export { getSystemProduct, listSystemProducts, saveSystemProduct } from "./system-catalogue.server";
export {
  findStore,
  getShop,
  listActiveStores,
  listShops,
  openStore,
  requireOpenStore,
  setShopActive,
  type StoreCard,
} from "./shops.server";
export {
  applySystemStoreBank,
  proposedSystemBank,
  saveStoreBank,
  storeBank,
  systemBankValue,
  type StoreBank,
} from "./store-bank.server";
export { storeIdentity, storeName, updateStoreIdentity, withLogos, type StoreIdentity } from "./store-identity.server";
export { localized, saveTranslations } from "./translations.server";
export type { OwnProduct } from "./products.server";
export type { Uploads } from "./product-drafts.server";
