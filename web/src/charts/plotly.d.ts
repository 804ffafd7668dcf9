/** plotly.js's cartesian bundle (bar, scatter, heatmap, histogram…): the API of plotly.js. */
declare module 'plotly.js/dist/plotly-cartesian.min.js' {
  import Plotly from 'plotly.js';
  export default Plotly;
}
