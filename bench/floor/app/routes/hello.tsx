export default function Hello() {
  return (
    <main>
      <h1>Hello</h1>
    </main>
  );
}
