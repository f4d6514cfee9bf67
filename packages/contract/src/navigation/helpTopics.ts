import { z } from 'zod';

/** A Help menu entry (spec 1 §3 Help topic); the link opens in a new tab. */
export const helpTopicSchema = z.object({ id: z.number().int(), name: z.string(), url: z.string() });
export type HelpTopic = z.infer<typeof helpTopicSchema>;

/** GET /navigation/help-topics */
export const helpTopicsResponseSchema = z.array(helpTopicSchema);
export type HelpTopicsResponse = z.infer<typeof helpTopicsResponseSchema>;
export const helpTopicsPath = '/navigation/help-topics';
