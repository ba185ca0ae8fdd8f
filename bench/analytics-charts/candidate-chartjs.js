import {
  Chart,
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
} from 'chart.js';
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);
export function draw(canvas, data) {
  return new Chart(canvas, {
    type: 'bar',
    data: { labels: data.map((d) => d.label), datasets: [{ data: data.map((d) => d.value) }] },
  });
}
