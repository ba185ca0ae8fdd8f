import { createRoot } from 'react-dom/client';

function App() {
  return (
    <main>
      <h1>VolunteerKit portal</h1>
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
