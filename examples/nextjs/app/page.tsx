export default function Home() {
  return (
    <main>
      <h1>VolunteerKit on Next.js</h1>
      <p>
        <a href="/residential-opportunities/results">Residential opportunities</a>
      </p>
    </main>
  );
}
