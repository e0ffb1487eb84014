export default function Page() {
  return (
    <main>
      <h1>Floor</h1>
    </main>
  );
}
