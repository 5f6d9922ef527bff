import styled from 'styled-components';

/** Styling of the login dialog. Every colour, size and radius is an antd token (the theme is GlobalToken). */

export const DialogHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.marginSM}px;
  padding-bottom: ${({ theme }) => theme.paddingXS}px;
`;

export const BrandMark = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.borderRadiusLG}px;
  color: ${({ theme }) => theme.colorTextLightSolid};
  font-size: ${({ theme }) => theme.fontSizeXL}px;
  background: linear-gradient(135deg, ${({ theme }) => theme.colorPrimary}, ${({ theme }) => theme.colorPrimaryActive});
  box-shadow: 0 4px 12px ${({ theme }) => theme.colorPrimaryBorder};
`;

export const BrandText = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const BrandName = styled.span`
  color: ${({ theme }) => theme.colorTextHeading};
  font-size: ${({ theme }) => theme.fontSizeHeading4}px;
  font-weight: ${({ theme }) => theme.fontWeightStrong};
  line-height: ${({ theme }) => theme.lineHeightHeading4};
`;

export const BrandTagline = styled.span`
  color: ${({ theme }) => theme.colorTextSecondary};
  font-size: ${({ theme }) => theme.fontSizeSM}px;
  font-weight: normal;
`;

export const PanelBody = styled.div`
  padding-top: ${({ theme }) => theme.paddingXXS}px;

  .ant-tabs-nav {
    margin-bottom: ${({ theme }) => theme.marginLG}px;
  }
  .ant-tabs-tab {
    font-size: ${({ theme }) => theme.fontSizeLG}px;
  }
  .ant-form-item {
    margin-bottom: ${({ theme }) => theme.marginLG}px;
  }
`;

export const ViewTitle = styled.div`
  margin-bottom: ${({ theme }) => theme.marginLG}px;
  padding-bottom: ${({ theme }) => theme.paddingSM}px;
  border-bottom: 1px solid ${({ theme }) => theme.colorSplit};
  color: ${({ theme }) => theme.colorTextHeading};
  font-size: ${({ theme }) => theme.fontSizeLG}px;
  font-weight: ${({ theme }) => theme.fontWeightStrong};
`;

/** A row under the fields: 保存密码 on the left, 忘记密码? on the right. */
export const OptionsRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin: -${({ theme }) => theme.marginXS}px 0 ${({ theme }) => theme.marginMD}px;

  .ant-form-item {
    margin-bottom: 0;
  }
`;

/** The last line of a view: switch login method, go to register, back to login. */
export const FooterRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.marginXXS}px;
  margin-top: ${({ theme }) => theme.marginSM}px;
  color: ${({ theme }) => theme.colorTextSecondary};
  font-size: ${({ theme }) => theme.fontSize}px;

  .ant-btn-link {
    padding-inline: ${({ theme }) => theme.paddingXXS}px;
  }
`;

/** A line of text where a link would be (供应商请使用密码登录, 忘记密码请联系平台). */
export const FooterNote = styled.span`
  color: ${({ theme }) => theme.colorTextTertiary};
  font-size: ${({ theme }) => theme.fontSizeSM}px;
`;

/** Under the 普通用户 / 供应商 choice: what choosing 供应商 means in this view. */
export const TypeNote = styled.p`
  margin: -${({ theme }) => theme.marginXS}px 0 ${({ theme }) => theme.marginMD}px;
  text-align: center;
  color: ${({ theme }) => theme.colorTextSecondary};
  font-size: ${({ theme }) => theme.fontSizeSM}px;
`;

export const UserTypeRow = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: ${({ theme }) => theme.marginMD}px;

  .ant-form-item {
    margin-bottom: 0;
  }
`;

export const InlineRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.marginXS}px;

  > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

export const CaptchaImageButton = styled.button`
  flex: none;
  width: 112px;
  height: 40px;
  padding: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colorBorder};
  border-radius: ${({ theme }) => theme.borderRadius}px;
  background: ${({ theme }) => theme.colorFillTertiary};
  cursor: pointer;
  transition: border-color ${({ theme }) => theme.motionDurationMid};

  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colorPrimaryHover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colorPrimary};
    outline-offset: 1px;
  }

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const Hint = styled.div`
  margin-top: ${({ theme }) => theme.marginXXS}px;
  color: ${({ theme }) => theme.colorTextTertiary};
  font-size: ${({ theme }) => theme.fontSizeSM}px;
`;

export const ErrorText = styled.div`
  margin-top: ${({ theme }) => theme.marginXXS}px;
  color: ${({ theme }) => theme.colorError};
  font-size: ${({ theme }) => theme.fontSize}px;
`;
