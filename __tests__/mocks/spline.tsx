export default function Spline() {
  return <div data-testid="spline-scene" />;
}
