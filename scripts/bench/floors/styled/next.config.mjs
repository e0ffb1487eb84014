// The empty page's config, with the stylesheet delivered as the site delivers it: inline.
const config = { output: "export", experimental: { inlineCss: true } };

export default config;
