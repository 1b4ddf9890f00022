/** The company area offers other areas nothing: its routes, which the app registers, are in routes.ts. */
export {};
