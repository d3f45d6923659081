// PLACEHOLDER (issue 17 foundation): replaced by the screen's helper.
export default function ItemPage() {
  return null;
}
