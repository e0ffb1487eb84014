// Next's defaults and a static export: the framework's floor, with nothing of ours.
const config = { output: "export" };

export default config;
