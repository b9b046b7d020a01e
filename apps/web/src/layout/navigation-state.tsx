import { useEffect } from "react";
import { useNavigation } from "react-router";

/**
 * Writes React Router's navigation state ("idle", "loading", "submitting") on
 * `<html data-navigation>` once the app is live: absent from the prerendered HTML and
 * until hydration, set from then on. Tests and any monitoring read the app's state from
 * the page this way, never from the router's private global on `window`.
 */
export function NavigationState() {
  const { state } = useNavigation();
  useEffect(() => {
    document.documentElement.dataset.navigation = state;
  }, [state]);
  return null;
}
