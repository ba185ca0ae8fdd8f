import {
  BarChart,
  Bar,
  LineChart,
  Line,
  XAxis,
  YAxis,
  Tooltip,
  CartesianGrid,
  Legend,
} from 'recharts';
export function C({ data }) {
  return (
    <>
      <BarChart width={400} height={200} data={data}>
        <CartesianGrid />
        <XAxis dataKey="label" />
        <YAxis />
        <Tooltip />
        <Legend />
        <Bar dataKey="value" />
      </BarChart>
      <LineChart width={400} height={200} data={data}>
        <XAxis dataKey="label" />
        <YAxis />
        <Line dataKey="value" />
      </LineChart>
    </>
  );
}
