import configSchema from '../../../../../../schemas/config.schema.json' with { type: 'json' };

/** The names of the addresses the run-time config may give (`links` of schemas/config.schema.json), which a links block's `configLink` names. */
export const configLinkNames: readonly string[] = Object.keys(configSchema.properties.links.properties);
