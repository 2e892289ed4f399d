"use client";
// What a person types is kept on their device until it is saved: a draft per form in
// localStorage, and a question before they leave with changes not yet saved.
import { useEffect, useRef } from "react";

export type Draft<T> = { savedAt: string; value: T };

export function readDraft<T>(key: string): Draft<T> | null {
  try {
    const text = window.localStorage.getItem(key);
    return text ? (JSON.parse(text) as Draft<T>) : null;
  } catch {
    return null;
  }
}

export function writeDraft<T>(key: string, value: T): void {
  try {
    window.localStorage.setItem(key, JSON.stringify({ savedAt: new Date().toISOString(), value }));
  } catch {
    // A full or disabled storage keeps the form working; only the draft is not kept.
  }
}

export function dropDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // As above.
  }
}

const LEAVE_QUESTION = "Leave without saving? What you typed stays on this device as a draft.";

/**
 * While `unsaved` is true, closing or reloading the tab asks the browser's question; following a
 * link inside the app, or Back and Forward within it, asks ours. Back and Forward are asked through
 * the Navigation API where the browser has it (Chromium, Safari 26); elsewhere the draft is kept and
 * offered back on return.
 */
export function useLeaveGuard(unsaved: boolean): void {
  const active = useRef(unsaved);
  useEffect(() => {
    active.current = unsaved;
  }, [unsaved]);
  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (active.current) event.preventDefault();
    };
    const click = (event: MouseEvent) => {
      if (!active.current || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.target === "_blank" || link.origin !== window.location.origin) return;
      if (!window.confirm(LEAVE_QUESTION)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    const traverse = (event: Event) => {
      const navigation = event as Event & { navigationType?: string };
      if (!active.current || navigation.navigationType !== "traverse" || !event.cancelable) return;
      if (!window.confirm(LEAVE_QUESTION)) event.preventDefault();
    };
    const navigation = (window as Window & { navigation?: EventTarget }).navigation;
    window.addEventListener("beforeunload", beforeUnload);
    document.addEventListener("click", click, true);
    navigation?.addEventListener("navigate", traverse);
    return () => {
      window.removeEventListener("beforeunload", beforeUnload);
      document.removeEventListener("click", click, true);
      navigation?.removeEventListener("navigate", traverse);
    };
  }, []);
}
