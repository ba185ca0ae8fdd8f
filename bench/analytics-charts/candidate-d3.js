import { scaleBand, scaleLinear } from 'd3-scale';
import { line, arc, pie } from 'd3-shape';
export function geom(data) {
  const x = scaleBand()
    .domain(data.map((d) => d.label))
    .range([0, 400]);
  const y = scaleLinear()
    .domain([0, Math.max(...data.map((d) => d.value))])
    .nice()
    .range([200, 0]);
  return {
    ticks: y.ticks(5),
    path: line()
      .x((d) => x(d.label))
      .y((d) => y(d.value))(data),
    a: arc(),
    p: pie(),
  };
}
