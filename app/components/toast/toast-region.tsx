import { ToastContainer, type ToastPosition } from "react-toastify";

/**
 * Where toasts appear. The spec's library defaults: top-right, closing after
 * 5 s, pausing on hover and when the window loses focus, closing on click,
 * draggable with an 80 % threshold, light theme. Blog pages put them bottom-right.
 */
export function ToastRegion({ position = "top-right" }: { position?: ToastPosition }) {
  return (
    <ToastContainer
      position={position}
      autoClose={5000}
      pauseOnHover
      pauseOnFocusLoss
      closeOnClick
      draggable
      draggablePercent={80}
      theme="light"
    />
  );
}
