// DeepLinks
