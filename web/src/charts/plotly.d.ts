/** plotly.js's basic bundle (bar, scatter, pie): the API of plotly.js. */
declare module 'plotly.js/dist/plotly-basic.min.js' {
  import Plotly from 'plotly.js';
  export default Plotly;
}

/** plotly.js's locale dictionaries (month and day names, the toolbar's words): `Plotly.register`. */
declare module 'plotly.js/lib/locales/*.js' {
  const locale: {
    moduleType: 'locale';
    name: string;
    dictionary: Record<string, unknown>;
    format: Record<string, unknown>;
  };
  export default locale;
}
