// A section's table, as the server renders it: the module the browser build swaps for
// ./Table.client.tsx (plugins/runtime-stand-ins), which keeps the server's markup and loads
// ./SectionTable only after a client-side navigation.
export {default} from './SectionTable';
