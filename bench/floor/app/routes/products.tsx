// A store's product grid in its barest form: 24 products with three prices each and an
// add-to-cart form per product, from memory (no database, no session, no translations).
const products = Array.from({ length: 24 }, (_, i) => ({
  id: i + 1,
  name: `Product number ${i + 1}`,
  slug: `product-${i + 1}`,
  price: 12.5 + i,
  vnd_to_pay: 300000 + i * 1000,
  ccm_to_pay: 0.00012 * (i + 1),
  thumbnail: `/img/p${i + 1}.jpg`,
}));

type Product = (typeof products)[number];

export function loader() {
  return { products };
}

export function meta() {
  return [{ title: "Products" }];
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

export default function Products({ loaderData }: { loaderData: { products: Product[] } }) {
  return (
    <main>
      <h1>Products</h1>
      <ul>
        {loaderData.products.map((p) => (
          <li key={p.id}>
            <a href={`/products/${p.id}`}>
              <img src={p.thumbnail} alt={p.name} width={200} height={200} />
              <h2>{p.name}</h2>
            </a>
            <p>{usd.format(p.price)}</p>
            <p>{p.vnd_to_pay.toLocaleString("vi-VN")} ₫</p>
            <p>{p.ccm_to_pay} CCT</p>
            <form method="post" action="/cart">
              <input type="hidden" name="id" value={p.id} />
              <button>Add to cart</button>
            </form>
          </li>
        ))}
      </ul>
    </main>
  );
}
