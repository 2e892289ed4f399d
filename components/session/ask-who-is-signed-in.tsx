"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { sessionQuery } from "./api/get-session";

/**
 * For a page the service worker keeps from before sign-in (the offline page): its layout may have
 * said "nobody is signed in", so it asks again, from the worker's copy when there is no signal.
 */
export function AskWhoIsSignedIn() {
  const client = useQueryClient();
  useEffect(() => {
    void client.invalidateQueries({ queryKey: sessionQuery.queryKey });
  }, [client]);
  return null;
}
