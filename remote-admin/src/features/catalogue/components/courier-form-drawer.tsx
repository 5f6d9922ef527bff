import { PLATFORMS } from 'shared-contracts';
import type { AdminCourier, AdminCourierBody } from 'shared-contracts/admin';
import { Col, Row } from 'shared-contracts/ui';
import { Checkbox, Form, Input, Select } from 'shared-contracts/ui/more';
import { FormDrawer, useTargetForm, type FormTarget } from '../../../shared/form-drawer';
import { ImageField } from '../../../shared/image-field';
import { useAdminCreateCourierMutation, useAdminUpdateCourierMutation } from '../api/catalogue-api';
import { useRegions } from '../hooks/use-regions';
import { NoDeliverTree } from './no-deliver-tree';

interface CourierFormValues {
  name: string;
  subname: string;
  send_province?: string;
  send_city?: string;
  send_district?: string;
  send_address: string;
  tips: string;
  is_wu: boolean;
  platforms: number[];
  no_deliver_area: string[];
  logo: string;
  issue_deadline: string;
}

/** 出单截止时间 choices: every half hour from 08:00 to 23:30. */
const DEADLINES = Array.from({ length: 32 }, (_, i) => {
  const time = `${String(8 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
  return { value: time, label: time };
});

const EMPTY: CourierFormValues = {
  name: '',
  subname: '',
  send_address: '',
  tips: '',
  is_wu: false,
  platforms: [],
  no_deliver_area: [],
  logo: '',
  issue_deadline: '17:00',
};

const valuesOf = (courier: AdminCourier): CourierFormValues => ({
  name: courier.name,
  subname: courier.subname,
  send_province: courier.send_province || undefined,
  send_city: courier.send_city || undefined,
  send_district: courier.send_district || undefined,
  send_address: courier.send_address,
  tips: courier.tips,
  is_wu: courier.is_wu,
  platforms: courier.platforms,
  no_deliver_area: courier.no_deliver_area,
  logo: courier.logo,
  issue_deadline: courier.issue_deadline,
});

const bodyOf = (values: CourierFormValues): AdminCourierBody => ({
  name: values.name.trim(),
  subname: values.subname.trim(),
  send_province: values.send_province ?? '',
  send_city: values.send_city ?? '',
  send_district: values.send_district ?? '',
  send_address: values.send_address.trim(),
  tips: values.tips.trim(),
  is_wu: values.is_wu,
  platforms: values.platforms,
  no_deliver_area: values.no_deliver_area ?? [],
  logo: values.logo ?? '',
  issue_deadline: values.issue_deadline,
});

const options = (names: string[]) => names.map((name) => ({ value: name, label: name }));

interface Props {
  /** null: closed; 'new': 新增快递; a courier: 编辑. */
  target: FormTarget<AdminCourier>;
  onClose: () => void;
}

/**
 * 新增快递 / 编辑 in a drawer: name and warehouse, the send address (province → city → district from the
 * official divisions, loaded with the drawer), tips, 出单截止时间 (half hours; one set otherwise is kept), 无货源 (is_wu), the platforms it ships for, the
 * provinces it does not deliver to (a checkable tree) and its logo. A refusal keeps the drawer open with
 * everything typed, and says the server's message above the form.
 */
export function CourierFormDrawer({ target, onClose }: Props) {
  const [form] = Form.useForm<CourierFormValues>();
  const { editing, shell, upsert } = useTargetForm(form, target, EMPTY, valuesOf, onClose);
  const { regions, failed } = useRegions(target !== null);
  const [create, creating] = useAdminCreateCourierMutation();
  const [update, updating] = useAdminUpdateCourierMutation();
  const province = Form.useWatch('send_province', form);
  const city = Form.useWatch('send_city', form);

  const save = (values: CourierFormValues) => {
    const body = bodyOf(values);
    return upsert(body, create, update, '快递已创建', '快递已保存');
  };

  return (
    <FormDrawer
      {...shell}
      title={editing ? `编辑快递 #${editing.id}` : '新增快递'}
      saving={creating.isLoading || updating.isLoading}
      size={600}
    >
      <Form<CourierFormValues> form={form} layout="vertical" name="courier" initialValues={EMPTY} onFinish={(values) => void save(values)}>
        <Form.Item
          label="快递名称"
          name="name"
          rules={[
            { required: true, whitespace: true, message: '请填写快递名称' },
            { max: 32, message: '快递名称不能超过 32 个字' },
          ]}
        >
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item label="仓库名称" name="subname" rules={[{ max: 64, message: '仓库名称不能超过 64 个字' }]}>
          <Input maxLength={64} placeholder="如：义乌仓" />
        </Form.Item>
        <Row gutter={8}>
          <Col span={8}>
            <Form.Item label="发货省份" name="send_province" rules={[{ required: true, message: '请选择发货省份' }]}>
              <Select
                showSearch
                placeholder="省份"
                loading={!regions && !failed}
                options={options(regions?.provinces.map((p) => p.name) ?? [])}
                onChange={() => form.setFieldsValue({ send_city: undefined, send_district: undefined })}
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label="发货城市" name="send_city" rules={[{ required: true, message: '请选择发货城市' }]}>
              <Select showSearch placeholder="城市" options={options(regions?.citiesOf(province) ?? [])} onChange={() => form.setFieldsValue({ send_district: undefined })} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label="发货区县" name="send_district" rules={[{ required: true, message: '请选择发货区县' }]}>
              <Select showSearch placeholder="区县" options={options(regions?.districtsOf(province, city) ?? [])} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          label="发货地址"
          name="send_address"
          rules={[
            { required: true, whitespace: true, message: '请填写发货地址' },
            { max: 128, message: '发货地址不能超过 128 个字' },
          ]}
        >
          <Input maxLength={128} placeholder="街道、门牌号" />
        </Form.Item>
        <Form.Item label="提示" name="tips" rules={[{ max: 500, message: '提示不能超过 500 个字' }]}>
          <Input.TextArea rows={2} maxLength={500} placeholder="下单页显示给用户，如：每日16:00前下单当天发出" />
        </Form.Item>
        <Form.Item
          label="出单截止时间"
          name="issue_deadline"
          rules={[{ required: true, message: '请选择出单截止时间' }]}
          extra="此时间前支付的包裹当天出单，之后支付的次日出单；超时赔付按此判断。修改只影响之后支付的订单。"
        >
          <Select showSearch options={DEADLINES.some((d) => d.value === editing?.issue_deadline) || !editing ? DEADLINES : [{ value: editing.issue_deadline, label: editing.issue_deadline }, ...DEADLINES]} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="is_wu" valuePropName="checked" extra="无货源快递下单时每个收件人都要填写补发单号">
          <Checkbox>无货源（需补发单号）</Checkbox>
        </Form.Item>
        <Form.Item label="支持的平台" name="platforms" rules={[{ required: true, type: 'array', min: 1, message: '请选择平台' }]}>
          <Checkbox.Group options={PLATFORMS.map((p) => ({ value: p.id, label: p.name }))} />
        </Form.Item>
        <Form.Item label="不发货地区" name="no_deliver_area">
          <NoDeliverTree regions={regions} failed={failed} />
        </Form.Item>
        <Form.Item label="快递标志" name="logo">
          <ImageField purpose="logo" aria-label="快递标志" />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
