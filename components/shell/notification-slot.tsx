"use client";

// Where the navbar shows the notification bell (components/notifications/notification-bell.tsx).
export { NotificationBell as NotificationSlot } from "@/components/notifications/notification-bell";
