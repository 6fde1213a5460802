/** See the owning module; filled by the feature that needs it. */
export {};
