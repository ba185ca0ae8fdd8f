import { TwoStepDeleteButton, type TwoStepDeleteButtonProps } from '@volunteerkit/widgets';
import { ActionIcon } from './ActionIcon.js';

/**
 * The portal's delete button: the widgets' two-step delete ("Delete", then "Are you
 * sure?") with the delete icon beside its label.
 */
export function DeleteButton(props: TwoStepDeleteButtonProps) {
  return <TwoStepDeleteButton icon={<ActionIcon action="delete" />} {...props} />;
}
