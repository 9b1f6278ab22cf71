// Catalogue, carts and orders (the store issue).
export {};
