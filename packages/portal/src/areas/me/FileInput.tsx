import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { useMyText } from './useMyText.js';
import './fileInput.css';

/** Props of {@link FileInput}. */
export interface FileInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'id' | 'onChange'
> {
  /** The input's id (its field's label names it). */
  id: string;
  /** The input element, for the form to read its files. */
  ref?: Ref<HTMLInputElement>;
  /** Called with the files chosen. */
  onFiles?: (files: File[]) => void;
  /** Show the names of the files chosen beside the button (off where the form lists them). @default true */
  showNames?: boolean;
}

/**
 * A file input whose words are the screen's language: a browser's own file
 * input says "Choose Files" and "No file chosen" in the browser's language,
 * whatever the page's. The native input stays (keyboard, screen readers and
 * form code use it as before), out of sight; a button-like label opens it and
 * the names of the chosen files show beside it.
 */
export function FileInput({
  id,
  ref,
  onFiles,
  showNames = true,
  multiple,
  ...rest
}: FileInputProps) {
  const { text } = useMyText();
  const [names, setNames] = useState<string[]>([]);
  return (
    <span className="vkm-file">
      <input
        {...rest}
        ref={ref}
        id={id}
        type="file"
        multiple={multiple}
        className="vkm-file-input"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          setNames(files.map((f) => f.name));
          onFiles?.(files);
        }}
      />
      <label htmlFor={id} className="vkp-button vkm-file-button">
        {multiple ? text.chooseFiles : text.chooseFile}
      </label>
      {showNames ? (
        <span className="vkm-file-names">
          {names.length > 0 ? names.join(', ') : multiple ? text.noFilesChosen : text.noFileChosen}
        </span>
      ) : null}
    </span>
  );
}
