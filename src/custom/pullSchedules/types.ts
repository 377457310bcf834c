import type { CustomComponentProps } from '../../../runtime/custom/customContract';
import type { PullSchedulesEndpoint, PullSchedulesForm, PullSchedulesMessage, PullSchedulesProps, PullSchedulesPublished } from './contract';

export type PullSchedulesProperties = CustomComponentProps<PullSchedulesEndpoint, PullSchedulesMessage, PullSchedulesProps, PullSchedulesPublished, PullSchedulesForm>;
export type PullSchedulesTexts = PullSchedulesProperties['messages'];
