import type { ComponentProps } from 'react';
import { FormMessages } from './form-messages';
import { EquipmentTrigger } from './equipment-trigger';

type Props = ComponentProps<typeof EquipmentTrigger>;

/** The equipment-selection call to action with the dialog's texts (the dialog itself loads on click). */
export function EquipmentRequest(props: Props) {
  return (
    <FormMessages namespace="EquipmentForm">
      <EquipmentTrigger {...props} />
    </FormMessages>
  );
}
