// ModuleRules
