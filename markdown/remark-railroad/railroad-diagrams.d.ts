// Types for the parts of railroad-diagrams@1.0.0 (untyped, CommonJS) that the plugin uses.
declare module 'railroad-diagrams' {
  /** A laid-out piece of a diagram: an SVG element whose children are filled in by `format`. */
  export interface RailroadItem {
    tagName: string;
    attrs: Record<string, string | number>;
    children: RailroadItem[] | string;
    readonly width: number;
    readonly up: number;
    readonly down: number;
    readonly needsSpace?: boolean;
    format(x: number, y: number, width: number): RailroadItem;
  }

  interface RailroadDiagrams {
    Sequence(...items: RailroadItem[]): RailroadItem;
    Choice(normal: number, ...items: RailroadItem[]): RailroadItem;
    Optional(item: RailroadItem): RailroadItem;
    OneOrMore(item: RailroadItem, repeat?: RailroadItem): RailroadItem;
    ZeroOrMore(item: RailroadItem, repeat?: RailroadItem): RailroadItem;
    Terminal(text: string): RailroadItem;
    NonTerminal(text: string): RailroadItem;
    Skip(): RailroadItem;
  }

  const railroad: RailroadDiagrams;
  export default railroad;
}
