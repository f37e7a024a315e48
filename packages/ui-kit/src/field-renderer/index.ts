export type {
  FieldDescriptor,
  FieldListItem,
  FieldRendererProps,
  FieldType,
} from './field-renderer.tsx';
export { FieldRenderer } from './field-renderer.tsx';
