import type { CustomComponentProps } from '../../../runtime/custom/customContract';
import type { PullSchedulesEndpoint, PullSchedulesMessage, PullSchedulesProps, PullSchedulesPublished } from './contract';

export type PullSchedulesProperties = CustomComponentProps<PullSchedulesEndpoint, PullSchedulesMessage, PullSchedulesProps, PullSchedulesPublished>;
export type PullSchedulesTexts = PullSchedulesProperties['messages'];
