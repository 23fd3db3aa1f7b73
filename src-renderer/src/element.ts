// Only the Element Plus components the pages use are registered (keeps the bundle lean); the
// zh-CN / en locale follows the UI language through ElConfigProvider in App.vue.
import type { App } from 'vue';
import {
  ElAlert, ElAside, ElButton, ElCard, ElCheckbox, ElCol, ElCollapse, ElCollapseItem, ElConfigProvider, ElContainer, ElDatePicker,
  ElDescriptions, ElDescriptionsItem, ElDialog, ElDivider, ElEmpty, ElForm, ElFormItem, ElHeader, ElIcon, ElImage, ElInput, ElInputNumber,
  ElLink, ElLoading, ElMain, ElMenu, ElMenuItem, ElOption, ElOptionGroup, ElPagination, ElProgress, ElRadio, ElRadioButton, ElRadioGroup,
  ElRow, ElSelect, ElSkeleton, ElSpace, ElStatistic, ElSwitch, ElTable, ElTableColumn, ElTabPane, ElTabs, ElTag, ElTooltip,
} from 'element-plus';
import 'element-plus/dist/index.css';

const components = [
  ElAlert, ElAside, ElButton, ElCard, ElCheckbox, ElCol, ElCollapse, ElCollapseItem, ElConfigProvider, ElContainer, ElDatePicker,
  ElDescriptions, ElDescriptionsItem, ElDialog, ElDivider, ElEmpty, ElForm, ElFormItem, ElHeader, ElIcon, ElImage, ElInput, ElInputNumber,
  ElLink, ElMain, ElMenu, ElMenuItem, ElOption, ElOptionGroup, ElPagination, ElProgress, ElRadio, ElRadioButton, ElRadioGroup,
  ElRow, ElSelect, ElSkeleton, ElSpace, ElStatistic, ElSwitch, ElTable, ElTableColumn, ElTabPane, ElTabs, ElTag, ElTooltip,
];

export function installElement(app: App): void {
  for (const c of components) app.use(c);
  app.use(ElLoading);
}
